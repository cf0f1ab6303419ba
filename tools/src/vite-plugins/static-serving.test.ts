import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, prerenderedFile, REVALIDATE } from '../../vite/static-serving.ts';

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/framework-7RWQfXhh.js')).toBe('public, max-age=31536000, immutable');
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/auth', '/index.html', '/sw.js', '/version.json', '/manifest.webmanifest']) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE);
    }
    expect(REVALIDATE).toBe('no-cache');
  });
});

describe('prerenderedFile', () => {
  const files = new Set(['/auth/index.html', '/shop/index.html']);
  const exists = (file: string) => files.has(file);

  it('serves a path its prerendered page', () => {
    expect(prerenderedFile('/auth', exists)).toBe('/auth/index.html');
    expect(prerenderedFile('/auth/', exists)).toBe('/auth/index.html');
    expect(prerenderedFile('/shop', exists)).toBe('/shop/index.html');
  });

  it('leaves files, the root and paths without a page to the server', () => {
    expect(prerenderedFile('/', exists)).toBeNull();
    expect(prerenderedFile('/profile', exists)).toBeNull();
    expect(prerenderedFile('/assets/app.js', exists)).toBeNull();
    expect(prerenderedFile('/auth/../shop', exists)).toBe('/shop/index.html');
    expect(prerenderedFile('/%2e%2e/etc', exists)).toBeNull();
  });
});
