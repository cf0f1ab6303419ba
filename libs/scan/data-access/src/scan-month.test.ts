import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient, mockOperation } from '@cx/api-client/testing';
import { isInKyivMonthOf, scansThisMonth } from './scan-month';
import { scanCountQueryOptions } from './scan-queries';

const server = setupApiServer();

describe('scan counts from the first day of the month, Kyiv time (spec §9)', () => {
  it('asks get-scan-count from the 1st of the Kyiv month', async () => {
    const sent: string[] = [];
    server.use(
      mockOperation('post', '/api/scan/get-scan-count', async ({ request }) => {
        const body = (await request.json()) as { date_start: string };
        sent.push(body.date_start);
        return { count: 4, date_start: body.date_start };
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    // 22:30 UTC on 31 October is 00:30 on 1 November in Kyiv (UTC+2): already November there.
    await expect(client.fetchQuery(scanCountQueryOptions(api, 'glo', new Date('2026-10-31T22:30:00Z')))).resolves.toBe(4);
    // 20:59 UTC on 31 March is 23:59 in Kyiv (summer time, UTC+3): still March.
    await client.fetchQuery(scanCountQueryOptions(api, 'glo', new Date('2026-03-31T20:59:00Z')));
    // 21:00 UTC on 31 March is midnight, 1 April, in Kyiv.
    await client.fetchQuery(scanCountQueryOptions(api, 'glo', new Date('2026-03-31T21:00:00Z')));
    expect(sent).toEqual(['2026-11-01', '2026-03-01', '2026-04-01']);
  });

  it('keys the count by month, so a new month never shows the old count', () => {
    const { api } = createTestApiClient();
    const october = scanCountQueryOptions(api, 'glo', new Date('2026-10-31T21:59:00Z')).queryKey;
    const november = scanCountQueryOptions(api, 'glo', new Date('2026-10-31T22:00:00Z')).queryKey;
    expect(october).toEqual(['scan', 'glo', 'count', '2026-10-01']);
    expect(november).toEqual(['scan', 'glo', 'count', '2026-11-01']);
  });

  it('tells whether a moment is in the current Kyiv month', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(isInKyivMonthOf('2026-10-31T22:00:00Z', now)).toBe(true); // 00:00 on 1 Nov in Kyiv
    expect(isInKyivMonthOf('2026-10-31T21:59:59Z', now)).toBe(false); // 23:59 on 31 Oct in Kyiv
    expect(isInKyivMonthOf('2026-11-15T11:00:00Z', now)).toBe(true);
  });

  it('adds the scans still waiting offline that were made this month', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    const queued = [
      { product: 'glo' as const, scannedAt: '2026-11-01T08:00:00.000Z' },
      { product: 'glo' as const, scannedAt: '2026-10-31T22:30:00.000Z' }, // 1 Nov, 00:30 Kyiv
      { product: 'glo' as const, scannedAt: '2026-10-31T20:00:00.000Z' }, // October in Kyiv
      { product: 'ogo' as const, scannedAt: '2026-11-02T08:00:00.000Z' }, // the other brand
    ];
    expect(scansThisMonth(7, queued, 'glo', now)).toBe(9);
    expect(scansThisMonth(0, [], 'glo', now)).toBe(0);
  });
});
