import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInlineHashes, currentInlineHashes, inlineHashes } from '../../vite/csp-hashes.ts';
import { securityHeaders } from '../../vite/security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes the text of inline scripts and styles, not scripts with a src', () => {
    const html = '<style data-first-paint>a{b:c}</style><template><script type="module" src="/assets/a.js"></script></template><noscript>x</noscript><script>go()</script>';
    expect(inlineHashes(html)).toEqual({ script: [sha('go()')], style: [sha('a{b:c}')] });
  });
});

describe('buildInlineHashes and currentInlineHashes', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("gathers the distinct hashes of every page of a build, the assets' folder aside", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cx-csp-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'auth'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<style>s</style><script>b</script>');
    writeFileSync(join(dir, 'auth/index.html'), '<style>s</style><script>b</script>');
    writeFileSync(join(dir, 'assets/x.html'), '<script>not a page</script>');
    expect(buildInlineHashes(dir)).toEqual({ script: [sha('b')], style: [sha('s')] });
    expect(buildInlineHashes(join(dir, 'none'))).toEqual({ script: [], style: [] });
  });

  it('reads the build again once a new index.html is written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cx-csp-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), '<style>one</style>');
    utimesSync(join(dir, 'index.html'), 1, 1);
    expect(currentInlineHashes(dir).style).toEqual([sha('one')]);
    writeFileSync(join(dir, 'index.html'), '<style>two</style>');
    utimesSync(join(dir, 'index.html'), 2, 2);
    expect(currentInlineHashes(dir).style).toEqual([sha('two')]);
  });
});

describe('securityHeaders', () => {
  it("allows the build's inline script and style by their hashes, never 'unsafe-inline'", () => {
    const csp = securityHeaders({ apiOrigin: 'https://api.example', inline: { script: ["'sha256-AA='"], style: ["'sha256-BB='"] } })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-AA='");
    expect(csp).toContain("style-src 'self' 'sha256-BB='");
    expect(csp).not.toContain('unsafe-inline');
    expect(securityHeaders({ apiOrigin: 'https://api.example' })['Content-Security-Policy']).toContain("style-src 'self';");
  });
});
