import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  createAllowList,
  installExternalLinkGuard,
  isAllowedExternalUrl,
  originOf,
} from './external-navigation';
import { navigateExternal } from './navigate-external';

const sources = {
  sisterOrigin: 'http://localhost:4202',
  fullSiteUrls: ['https://www.glo.example'],
  paymentUrls: ['https://www.liqpay.ua/api/3/checkout', 'http://localhost:3000'],
  socialUrls: ['https://www.instagram.com/glo.ukraine/', 'https://t.me/glo_ukraine'],
};
const allowList = createAllowList(sources);
const allowedOrigins = [...allowList];

const path = fc.webPath();
const query = fc.option(fc.webQueryParameters(), { nil: undefined });
const fragment = fc.option(fc.webFragments(), { nil: undefined });
const suffix = fc
  .tuple(path, query, fragment)
  .map(
    ([p, q, f]) =>
      `${p.startsWith('/') || p === '' ? p : `/${p}`}${q !== undefined ? `?${q}` : ''}${f !== undefined ? `#${f}` : ''}`,
  );

describe('the allow-list', () => {
  it('holds the origins of the payment provider, full site, sister app and social links', () => {
    expect([...allowList].sort()).toEqual(
      [
        'http://localhost:3000',
        'http://localhost:4202',
        'https://t.me',
        'https://www.glo.example',
        'https://www.instagram.com',
        'https://www.liqpay.ua',
      ].sort(),
    );
  });

  it('ignores entries that are not web addresses', () => {
    expect(createAllowList({ ...sources, socialUrls: ['javascript:alert(1)', 'nonsense'] }).size).toBe(4);
    expect(originOf('data:text/html,hi')).toBeNull();
  });
});

describe('isAllowedExternalUrl (properties)', () => {
  it('allows any page of an allowed origin', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allowedOrigins), suffix, (origin, rest) => {
        expect(isAllowedExternalUrl(`${origin}${rest}`, allowList)).toBe(true);
      }),
    );
  });

  it('refuses every web address whose origin is not on the list', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(!allowList.has(new URL(url).origin));
        expect(isAllowedExternalUrl(url, allowList)).toBe(false);
      }),
    );
  });

  it('refuses look-alike hosts, other ports, other schemes and credentials tricks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allowedOrigins), fc.domain(), suffix, (origin, evil, rest) => {
        const { protocol, host, hostname } = new URL(origin);
        const other = protocol === 'https:' ? 'http:' : 'https:';
        for (const url of [
          `${protocol}//${hostname}.${evil}${rest}`,
          `${protocol}//${evil}.${hostname}.invalid${rest}`,
          `${protocol}//${host}@${evil}${rest}`,
          `${protocol}//user:pass@${host}${rest}`,
          `${other}//${host}${rest}`,
          `${protocol}//${hostname}:1${rest}`,
        ]) {
          expect(isAllowedExternalUrl(url, allowList), url).toBe(false);
        }
      }),
    );
  });

  it('refuses every non-web scheme, even with an allowed host inside', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'data:', 'file:', 'ftp:', 'blob:', 'intent:', 'vbscript:'),
        fc.constantFrom(...allowedOrigins),
        suffix,
        (scheme, origin, rest) => {
          expect(isAllowedExternalUrl(`${scheme}//${new URL(origin).host}${rest}`, allowList)).toBe(false);
          expect(isAllowedExternalUrl(`${scheme}${origin}${rest}`, allowList)).toBe(false);
        },
      ),
    );
  });

  it('never throws and refuses relative addresses and non-strings', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => isAllowedExternalUrl(value, allowList)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[a-z][a-z0-9+.-]*:/i.test(value.trim()));
        expect(isAllowedExternalUrl(value, allowList)).toBe(false);
      }),
    );
  });

  it('refuses everything when nothing is configured', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isAllowedExternalUrl(url, new Set())).toBe(false);
      }),
    );
  });
});

describe('navigateExternal', () => {
  const win = () => ({ open: vi.fn(), location: { assign: vi.fn() } });

  it('leaves the app for an allowed address', () => {
    const w = win();
    expect(navigateExternal('https://www.liqpay.ua/pay/1', { allowList, win: w })).toBe(true);
    expect(w.location.assign).toHaveBeenCalledWith('https://www.liqpay.ua/pay/1');
  });

  it('opens social pages in a new tab without an opener', () => {
    const w = win();
    navigateExternal('https://t.me/glo_ukraine', { allowList, win: w, newTab: true });
    expect(w.open).toHaveBeenCalledWith('https://t.me/glo_ukraine', '_blank', 'noopener,noreferrer');
  });

  it('does nothing for a refused address', () => {
    const w = win();
    expect(navigateExternal('https://evil.example/phish', { allowList, win: w })).toBe(false);
    expect(w.location.assign).not.toHaveBeenCalled();
    expect(w.open).not.toHaveBeenCalled();
  });
});

describe('installExternalLinkGuard', () => {
  function click(href: string) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>link</span>';
    document.body.append(anchor);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    (anchor.firstElementChild as HTMLElement).dispatchEvent(event);
    anchor.remove();
    return event.defaultPrevented;
  }

  it('refuses links to other origins and lets the rest through', () => {
    const refused = vi.fn();
    const remove = installExternalLinkGuard(document, refused, () => allowList);
    expect(click('https://evil.example/x')).toBe(true);
    expect(refused).toHaveBeenCalledWith('https://evil.example/x');
    expect(click('https://t.me/glo_ukraine')).toBe(false);
    expect(click('/news')).toBe(false);
    expect(click('tel:+380800300500')).toBe(false);
    remove();
    expect(click('https://evil.example/x')).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
