import { describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { ageVerified } from './age-verified';
import { authentication } from './authentication';
import type { AgeStatus } from '@cx/shared-session';
import type { GuardArgs } from './guard-args';
import { isAuthentication } from './is-authentication';
import { is18 } from './is18';
import { isSuccessIs18 } from './is-success-is18';
import { guards, middleware, UNKNOWN_ROUTE_MIDDLEWARE, type GuardName } from './middleware';
import { safeRedirectTarget } from './redirect-target';
import { DEFAULT_CART_REFERRER, referrer } from './referrer';
import { toOgoLanding } from './to-ogo-landing';

interface Who {
  signedIn?: boolean;
  /** What the server says of the age, or 'error' when it cannot say. */
  age?: AgeStatus | 'error';
  /** The answer in the cache (restored from the device, or from earlier in the visit), if any. */
  kept?: AgeStatus;
  brand?: 'glo' | 'ogo';
}

const asked = vi.fn();

function args({ signedIn = false, age = 'none', kept, brand = 'glo' }: Who, href = '/', search: object = {}): GuardArgs {
  const pathname = href.split('?')[0] ?? '/';
  const server = async () => {
    asked();
    if (age === 'error') throw new Error('offline');
    return age;
  };
  return {
    context: {
      session: {
        isSignedIn: () => signedIn,
        ageQueryOptions: () => ({ queryKey: ['session', 'age', 1] }) as never,
      },
      queryClient: {
        ensureQueryData: vi.fn(async () => kept ?? server()) as never,
        fetchQuery: vi.fn(async () => (kept === undefined ? age : server())) as never,
      },
      brand:
        brand === 'glo'
          ? { id: 'glo', sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' } }
          : { id: 'ogo', sister: { id: 'glo', displayName: 'glo', origin: 'http://localhost:4201' } },
    },
    location: { pathname, href, search },
  };
}

/** The redirect a guard throws (its target), null when it lets the visitor through. */
async function outcome(run: () => unknown): Promise<{ to?: string; href?: string; search?: unknown } | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    const { to, href, search } = thrown.options as { to?: string; href?: string; search?: unknown };
    return { to, href, search };
  }
}

describe('authentication', () => {
  it('lets a signed-in, age-verified customer through', async () => {
    expect(await outcome(() => authentication(args({ signedIn: true, age: 'verified' }, '/shop')))).toBeNull();
  });

  it('lets through a customer who declared their age at /is18 (not verified): everything but the rules', async () => {
    expect(await outcome(() => authentication(args({ signedIn: true, age: 'declared' }, '/shop')))).toBeNull();
    expect(await outcome(() => is18(args({ signedIn: true, age: 'declared' }, '/auth')))).toBeNull();
  });

  it('holds a signed-in customer who has not confirmed their age on /is18, keeping the page asked for', async () => {
    expect(await outcome(() => authentication(args({ signedIn: true }, '/shop')))).toEqual({
      to: '/is18',
      search: { redirect: '/shop' },
    });
    expect(await outcome(() => authentication(args({ signedIn: true }, '/')))).toEqual({ to: '/is18', search: {} });
  });

  it('does not lock the customer out when the server cannot say (offline)', async () => {
    expect(await outcome(() => authentication(args({ signedIn: true, age: 'error' }, '/shop')))).toBeNull();
  });

  it('takes a kept answer that lets the customer through at once, without asking the server', async () => {
    asked.mockClear();
    expect(await outcome(() => authentication(args({ signedIn: true, kept: 'declared', age: 'error' }, '/shop')))).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the server before holding a customer on a kept "none": the age declared just before a reload lets them through', async () => {
    expect(await outcome(() => authentication(args({ signedIn: true, kept: 'none', age: 'declared' }, '/shop')))).toBeNull();
    expect(await outcome(() => isSuccessIs18(args({ signedIn: true, kept: 'none', age: 'declared' }, '/is18')))).toEqual({
      to: undefined,
      href: '/',
      search: undefined,
    });
    // Offline, the kept answer stands.
    expect(await outcome(() => authentication(args({ signedIn: true, kept: 'none', age: 'error' }, '/')))).toEqual({ to: '/is18', search: {} });
  });

  it('asks the server on /rules when the kept answer is only a declaration (staff may have verified it since)', async () => {
    expect(await outcome(() => ageVerified(args({ signedIn: true, kept: 'declared', age: 'verified' }, '/rules')))).toBeNull();
    expect(await outcome(() => ageVerified(args({ signedIn: true, kept: 'declared', age: 'declared' }, '/rules')))).toEqual({
      to: '/',
      href: undefined,
      search: undefined,
    });
  });

  it('sends an anonymous visitor of / to /auth', async () => {
    expect(await outcome(() => authentication(args({}, '/')))).toEqual({ to: '/auth', search: {} });
  });

  it('remembers the page an anonymous visitor wanted', async () => {
    expect(await outcome(() => authentication(args({}, '/shop/cart?x=1')))).toEqual({
      to: '/auth',
      search: { redirect: '/shop/cart?x=1' },
    });
  });
});

describe('is-authentication (on /auth and /registration)', () => {
  it('lets anonymous visitors in', async () => {
    expect(await outcome(() => isAuthentication(args({}, '/auth')))).toBeNull();
  });

  it('sends a signed-in customer home, or where the sign-in would have taken them', async () => {
    expect(await outcome(() => isAuthentication(args({ signedIn: true }, '/auth')))).toMatchObject({ href: '/' });
    expect(
      await outcome(() => isAuthentication(args({ signedIn: true }, '/auth', { redirect: '/shop?list=sticks#top' }))),
    ).toMatchObject({ href: '/shop?list=sticks#top' });
  });

  it('never follows a redirect to another site', async () => {
    expect(
      await outcome(() => isAuthentication(args({ signedIn: true }, '/auth', { redirect: '//evil.example/x' }))),
    ).toMatchObject({ href: '/' });
  });
});

describe('is18 (on /auth and /registration)', () => {
  it('leaves anonymous visitors alone without asking the server', async () => {
    const a = args({}, '/auth');
    expect(await outcome(() => is18(a))).toBeNull();
    expect(a.context.queryClient.ensureQueryData).not.toHaveBeenCalled();
  });

  it('sends a signed-in customer who is not age verified to /is18, keeping the target', async () => {
    expect(await outcome(() => is18(args({ signedIn: true }, '/auth', { redirect: '/shop' })))).toEqual({
      to: '/is18',
      search: { redirect: '/shop' },
    });
  });

  it('lets an age-verified customer (or an unknown answer) on to is-authentication', async () => {
    expect(await outcome(() => is18(args({ signedIn: true, age: 'verified' }, '/auth')))).toBeNull();
    expect(await outcome(() => is18(args({ signedIn: true, age: 'error' }, '/auth')))).toBeNull();
  });
});

describe('is-success-is18 (on /is18)', () => {
  it('sends anonymous visitors to sign in first', async () => {
    expect(await outcome(() => isSuccessIs18(args({}, '/is18')))).toMatchObject({ to: '/auth' });
  });

  it('shows the page to a signed-in customer who is not age verified (or when the server cannot say)', async () => {
    expect(await outcome(() => isSuccessIs18(args({ signedIn: true }, '/is18')))).toBeNull();
    expect(await outcome(() => isSuccessIs18(args({ signedIn: true, age: 'error' }, '/is18')))).toBeNull();
  });

  it('moves on a customer who declared their age already, as a verified one', async () => {
    expect(await outcome(() => isSuccessIs18(args({ signedIn: true, age: 'declared' }, '/is18')))).toMatchObject({ href: '/' });
  });

  it('moves a confirmed customer on to the target or home', async () => {
    expect(await outcome(() => isSuccessIs18(args({ signedIn: true, age: 'verified' }, '/is18')))).toMatchObject({ href: '/' });
    expect(
      await outcome(() => isSuccessIs18(args({ signedIn: true, age: 'verified' }, '/is18', { redirect: '/rules?x=1' }))),
    ).toMatchObject({ href: '/rules?x=1' });
  });
});

describe('age-verified (on /rules)', () => {
  it('shows the page to an age-verified customer', async () => {
    expect(await outcome(() => ageVerified(args({ signedIn: true, age: 'verified' }, '/rules')))).toBeNull();
  });

  it('sends everyone else home, also when the server cannot say', async () => {
    expect(await outcome(() => ageVerified(args({ signedIn: true }, '/rules')))).toMatchObject({ to: '/' });
    expect(await outcome(() => ageVerified(args({ signedIn: true, age: 'error' }, '/rules')))).toMatchObject({
      to: '/',
    });
  });

  it('sends home a customer who only declared their age at /is18: declared is not verified', async () => {
    expect(await outcome(() => ageVerified(args({ signedIn: true, age: 'declared' }, '/rules')))).toMatchObject({ to: '/' });
    expect(await outcome(() => middleware('authentication', 'age-verified')(args({ signedIn: true, age: 'declared' }, '/rules')))).toMatchObject({ to: '/' });
  });

  it('behind authentication, a customer who is not confirmed meets /is18 first', async () => {
    expect(await outcome(() => middleware('authentication', 'age-verified')(args({ signedIn: true }, '/rules')))).toEqual({
      to: '/is18',
      search: { redirect: '/rules' },
    });
  });
});

describe('a signed-in customer who has not confirmed their age reaches only /is18 and the public pages', () => {
  it.each(['/', '/shop', '/shop/cart', '/profile', '/rules', '/exchange', '/scanning'])('%s → /is18', async (path) => {
    expect(await outcome(() => middleware('authentication')(args({ signedIn: true }, path)))).toMatchObject({ to: '/is18' });
  });

  it('/is18 itself shows; /auth and /registration send the customer there too', async () => {
    expect(await outcome(() => middleware('is-success-is18')(args({ signedIn: true }, '/is18')))).toBeNull();
    for (const path of ['/auth', '/registration']) {
      expect(await outcome(() => middleware('is18', 'is-authentication')(args({ signedIn: true }, path)))).toMatchObject({
        to: '/is18',
      });
    }
  });
});

describe('to-ogo-landing (on /landing)', () => {
  it("shows the landing in o'go", async () => {
    expect(await outcome(() => toOgoLanding(args({ brand: 'ogo' }, '/landing')))).toBeNull();
  });

  it("sends glo visitors to o'go's landing, with the campaign parameters", async () => {
    expect(await outcome(() => toOgoLanding(args({ brand: 'glo' }, '/landing?utm_source=x', { utm_source: 'x' })))).toMatchObject({
      href: 'http://localhost:4202/landing?utm_source=x',
    });
  });
});

describe('referrer (on /shop/cart)', () => {
  it('gives the cart the in-app page the customer came from', async () => {
    expect(referrer(args({ signedIn: true }, '/shop/cart', { from: '/shop/sticks/12' }))).toEqual({ referrer: '/shop/sticks/12' });
  });

  it('falls back to the catalogue when nobody said', () => {
    expect(referrer(args({ signedIn: true }, '/shop/cart'))).toEqual({ referrer: DEFAULT_CART_REFERRER });
  });

  it('drops a foreign referrer from the address', async () => {
    expect(
      await outcome(() => referrer(args({ signedIn: true }, '/shop/cart', { from: 'https://evil.example', promo: 'A' }))),
    ).toEqual({ to: '/shop/cart', search: { promo: 'A' } });
  });
});

describe('anonymous visitors reach only the user agreement and the auth pages (spec §6)', () => {
  // Which guards each route runs; routes without `authentication` are public.
  const anonymousRoutes: Record<string, GuardName[]> = {
    '/auth': ['is18', 'is-authentication'],
    '/registration': ['is18', 'is-authentication'],
    '/is18': ['is-success-is18'],
  };

  it.each(Object.entries(anonymousRoutes))('%s lets an anonymous visitor in (or on to /auth)', async (path, names) => {
    const result = await outcome(() => middleware(...names)(args({}, path)));
    expect(result === null || result.to === '/auth').toBe(true);
  });

  it.each(['/', '/shop', '/profile', '/shop/cart'])('%s sends an anonymous visitor to /auth', async (path) => {
    expect(await outcome(() => middleware('authentication')(args({}, path)))).toMatchObject({ to: '/auth' });
  });
});

describe('middleware', () => {
  it('runs the guards in order, first redirect wins, merging what they add', async () => {
    expect(await outcome(() => middleware('is18', 'is-authentication')(args({ signedIn: true }, '/auth')))).toMatchObject({
      to: '/is18',
    });
    await expect(
      middleware('authentication', 'referrer')(args({ signedIn: true, age: 'verified' }, '/shop/cart')),
    ).resolves.toEqual({
      referrer: '/shop',
    });
  });

  it('fails with the spec error for a guard nobody defined', () => {
    expect(() => middleware('no-such-guard' as GuardName)).toThrow(UNKNOWN_ROUTE_MIDDLEWARE);
    expect(() => middleware('toString' as GuardName)).toThrow(UNKNOWN_ROUTE_MIDDLEWARE);
    expect(Object.keys(guards).sort()).toEqual(
      ['age-verified', 'authentication', 'is-authentication', 'is-success-is18', 'is18', 'referrer', 'to-ogo-landing'].sort(),
    );
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/shop?x=1#a', '/shop?x=1#a'],
    ['/', '/'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['/auth', undefined],
    ['/is18?redirect=/x', undefined],
    [42, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});
