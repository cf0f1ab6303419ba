import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandConfig } from '@cx/brand-contract';
import { createFakeApi, jsonResponse } from '@cx/content-data-access/testing';
import type { ScreenMap } from '@cx/shared-routing';
import { renderRoutes, testSessionContext } from '@cx/shared-routing/testing';
import { ProfileScreen } from './profile-screen';
import { ReferralScreen, VerificationScreen } from './other-screens';
import { customer } from './testing/fixtures';

const brand = { id: 'glo', productKey: 'glo', displayName: 'glo', hiddenRoutes: [] } as unknown as BrandConfig;

const record = { ...customer, id: 1, tags: '' };

const screens: Partial<ScreenMap> = {
  '/_account/profile': async () => ProfileScreen,
  '/_account/profile/referral': async () => ReferralScreen,
  '/_account/verification': async () => VerificationScreen,
};

type Answer = (request: Request) => Response | undefined;

/** The backend's answers by path; `failing` answers 500 while it returns true. */
function backend(answers: Record<string, Answer>, failing: (path: string) => boolean = () => false) {
  return createFakeApi(async (request) => {
    const { pathname } = new URL(request.url);
    if (failing(pathname)) return jsonResponse({ message: 'Помилка сервера', statusCode: 500, error: true }, 500);
    return answers[pathname]?.(request) ?? jsonResponse({ message: 'Не знайдено', statusCode: 404, error: true }, 404);
  });
}

const answers: Record<string, Answer> = {
  '/api/user/get-user': () => jsonResponse({ customer: record }),
  '/api/user/get-metafields': () => jsonResponse({ metafields: [] }),
  '/api/x/profile/delivery-address': () => jsonResponse({ address: null }),
};

describe('ProfileScreen', () => {
  it('says a failed section on its own, keeps the others, and its retry reads it again', async () => {
    let addressDown = true;
    renderRoutes('/profile', {
      screens,
      brand,
      api: backend(answers, (path) => addressDown && path === '/api/x/profile/delivery-address'),
    });
    expect(await screen.findByText('Олена Коваленко')).toBeVisible();
    const address = screen.getByRole('region', { name: 'Адреса доставки' });
    expect(await within(address).findByText('Не вдалося завантажити адресу')).toBeVisible();
    expect(screen.getByText('Вік підтверджено')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Отримувати новини та пропозиції' })).toBeEnabled();
    addressDown = false;
    await userEvent.click(within(address).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await within(address).findByText('Адресу ще не збережено.')).toBeVisible();
  });
});

describe('ProfileScreen: sign out everywhere', () => {
  it('"Вийти на всіх пристроях" ends every session (token-clear) and signs this device out', async () => {
    const { session } = testSessionContext();
    const logout = vi.fn(async () => undefined);
    renderRoutes('/profile', { screens, brand, api: backend(answers), session: { ...session, logout } });
    const sessions = await screen.findByRole('region', { name: 'Вхід на пристроях' });
    const button = within(sessions).getByRole('button', { name: 'Вийти на всіх пристроях' });
    expect(button).toHaveAccessibleDescription(/на всіх телефонах/);
    await userEvent.click(button);
    expect(logout).toHaveBeenCalledExactlyOnceWith({ everywhere: true });
  });
});

describe('VerificationScreen', () => {
  it('offers the ways to confirm to a customer who only declared the age, with the request sent', async () => {
    const request = { method: 'call', birthDate: '1990-05-01', requestedAt: '2026-11-20T10:00:00Z' };
    const metafields = [
      { id: 1, namespace: 'custom', key: 'age_confirmed', value: 'true', type: 'boolean' },
      { id: 2, namespace: 'verification', key: 'request', value: JSON.stringify(request), type: 'json' },
    ];
    renderRoutes('/verification', {
      screens,
      brand,
      api: backend({ ...answers, '/api/user/get-metafields': () => jsonResponse({ metafields }) }),
      // The server's reading: declared at /is18, not verified.
      session: testSessionContext({ age: 'declared' }).session,
    });
    expect(await screen.findByText('Вік ще не підтверджено')).toBeVisible();
    expect(screen.getByText(/Заявку надіслано 20\.11\.2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Інший спосіб' })).toHaveAttribute('href', '/verification/other');
  });
});

describe('ReferralScreen', () => {
  it('says the friends did not load, with a retry, under the screen title', async () => {
    renderRoutes('/profile/referral', { screens, brand, api: backend(answers, (path) => path === '/api/user/get-referrals') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Запрошені друзі' })).toBeVisible();
    expect(await screen.findByText('Не вдалося завантажити запрошених друзів')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
  });
});
