import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandConfig } from '@cx/brand-contract';
import { createFakeApi, jsonResponse } from '@cx/content-data-access/testing';
import type { ScreenMap } from '@cx/shared-routing';
import { renderRoutes } from '@cx/shared-routing/testing';
import { SubscriptionAboutScreen } from './subscription-about-screen';
import { SubscriptionFaqScreen } from './subscription-faq-screen';
import { SubscriptionHistoryScreen } from './subscription-history-screen';
import { SubscriptionScreen } from './subscription-screen';

const brand = { id: 'glo', productKey: 'glo', displayName: 'glo', hiddenRoutes: [] } as unknown as BrandConfig;

const backend = vi.fn(async (request: Request) => {
  const { pathname, searchParams } = new URL(request.url);
  switch (pathname) {
    case '/api/x/subscription':
      return jsonResponse({
        subscription: {
          status: 'active',
          plan: { id: 'glo-plan-1', title: 'Старт: 5 пачок щомісяця', price: 525, period_days: 30 },
          started_at: '2026-10-08T10:00:00Z',
          next_delivery_at: '2026-12-07',
        },
      });
    case '/api/x/subscription/history':
      return jsonResponse({
        entries: [{ id: '4', date: '2026-11-08T10:00:00Z', type: 'charged', description: 'Оплата підписки', order_id: null, amount: 525 }],
      });
    case '/api/x/content/faq':
      expect(searchParams.get('topic')).toBe('subscription');
      return jsonResponse({ entries: [{ id: '9', topic: 'subscription', title: 'Коли списуються кошти?', text: 'За два дні до кожної доставки.' }] });
    case '/api/content/get-page-by-id':
      return jsonResponse({
        page: { id: 'subscription-about', kind: 'page', title: 'Про підписку', body_html: '<p>Обери план.</p>', summary: null, image: null, published_at: null },
      });
    default:
      return jsonResponse({ message: 'not here', statusCode: 404 }, 404);
  }
});

function renderAt(path: string) {
  const screens: Partial<ScreenMap> = {
    '/_account/subscription': async () => SubscriptionScreen,
    '/_account/subscription/about': async () => SubscriptionAboutScreen,
    '/_account/subscription/faq': async () => SubscriptionFaqScreen,
    '/_account/subscription/history': async () => SubscriptionHistoryScreen,
  };
  renderRoutes(path, { screens, brand, api: createFakeApi(backend) });
}


describe('subscription screens', () => {
  it('show the status and lead to about, FAQ and history', async () => {
    renderAt('/subscription');
    expect(await screen.findByText('Старт: 5 пачок щомісяця')).toBeVisible();
    expect(screen.getByText('Активна')).toBeVisible();
    expect(screen.getByText(/Наступна доставка: 07\.12\.2026/)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Про підписку' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Про підписку' })).toBeVisible();
    expect(screen.getByText('Обери план.')).toBeVisible();
    // Never a dead end: the page leads on to the goods the subscription delivers and the answers.
    expect(screen.getByRole('link', { name: /Обрати стіки в каталозі/ })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Питання і відповіді' })).toHaveAttribute('href', '/subscription/faq');
  }, 20_000);

  it('show the subscription FAQ and history', async () => {
    renderAt('/subscription/faq');
    expect(await screen.findByText('Коли списуються кошти?')).toBeVisible();
    renderAt('/subscription/history');
    expect(await screen.findByText('Оплата: Оплата підписки')).toBeVisible();
    expect(screen.getByText(/525/)).toBeVisible();
  }, 20_000);
});
