import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient } from '@cx/api-client/testing';
import { subscriptionHistoryQueryOptions, subscriptionKeys, subscriptionQueryOptions } from './subscription-queries';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('subscription queries', () => {
  it('read the status and the history of the brand', async () => {
    const subscription = {
      status: 'active',
      plan: { id: 'p1', title: 'Комфорт', price: 1000, period_days: 30 },
      started_at: '2026-10-01T10:00:00Z',
      next_delivery_at: '2026-12-01',
    };
    const entries = [{ id: 'e1', date: '2026-11-01T10:00:00Z', type: 'charged', description: 'Оплата', order_id: 5, amount: 1000 }];
    const fetch = vi.fn(async (request: Request) =>
      new URL(request.url).pathname.endsWith('/history') ? json({ entries }) : json({ subscription }),
    );
    const { api } = createTestApiClient({ fetch });
    const client = new QueryClient();

    const status = subscriptionQueryOptions(api, 'ogo');
    expect(status.queryKey).toEqual(subscriptionKeys.status('ogo'));
    await expect(client.fetchQuery(status)).resolves.toEqual(subscription);
    await expect(client.fetchQuery(subscriptionHistoryQueryOptions(api, 'ogo'))).resolves.toEqual(entries);
    expect(fetch.mock.calls.map(([request]) => new URL(request.url).search)).toEqual(['?product=ogo', '?product=ogo']);
  });
});
