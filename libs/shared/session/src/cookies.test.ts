import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from './cookie-clear';
import { readCookie, readCookies, writeCookie } from './cookies';

const future = () => new Date(Date.now() + 86_400_000);

afterEach(() => {
  clearAllCookies(document);
});

describe('cookies', () => {
  it('writes a cookie for the whole app that lasts until the given time and reads it back', () => {
    writeCookie(document, 'token', 'abc def=1', { expires: future() });
    expect(readCookie(document, 'token')).toBe('abc def=1');
  });

  it('does not keep a cookie whose expiry has passed', () => {
    writeCookie(document, 'token', 'old', { expires: new Date(Date.now() - 1000) });
    expect(readCookie(document, 'token')).toBeNull();
  });

  it('clears every visible cookie, including ones written for a sub-path or without encoding', () => {
    writeCookie(document, 'token', 'a', { expires: future() });
    document.cookie = 'foreign=%E0%A4%A; Path=/';
    document.cookie = `deep=1; Path=${location.pathname}`;
    document.cookie = 'session-only=1';
    expect(readCookies(document).size).toBe(4);

    clearAllCookies(document);

    expect(document.cookie).toBe('');
  });

  it('expires cookies for the path and parent-domain variants a page could have used', () => {
    const writes: string[] = [];
    const jar = {
      location: { hostname: 'app.glo.example', pathname: '/shop/cart', protocol: 'https:' },
      get cookie() {
        return 'a=1; b=2';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    clearAllCookies(jar);
    const forA = writes.filter((w) => w.startsWith('a=;'));
    expect(forA).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Path=\/$/),
        expect.stringMatching(/Path=\/shop\/cart; Domain=glo\.example$/),
        expect.stringMatching(/Path=\/shop; Domain=app\.glo\.example$/),
      ]),
    );
    expect(writes.every((w) => w.includes('Max-Age=0'))).toBe(true);
    expect(writes.some((w) => w.startsWith('b=;'))).toBe(true);
  });

  it('marks the cookie Secure on https', () => {
    const writes: string[] = [];
    const jar = {
      location: { hostname: 'glo.example', pathname: '/', protocol: 'https:' },
      cookie: '',
    };
    Object.defineProperty(jar, 'cookie', { get: () => '', set: (v: string) => writes.push(v) });
    writeCookie(jar, 'token', 't', { expires: future() });
    expect(writes[0]).toMatch(/; Path=\/; SameSite=Strict; Secure$/);
  });
});
