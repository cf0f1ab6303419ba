import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@cx/api-client';
import { branchRef, branchesQueryOptions, citiesQueryOptions, cityRef, type City } from './directory';
import { POPULAR_CITIES } from './testing';

const [kyiv] = POPULAR_CITIES as [City];
const branch = { id: 'kyiv-3', city_id: 'kyiv', label: 'Відділення №3', address: 'вул. Хрещатик, 22', meta: { number: '3' } };

function fakeApi(data: unknown) {
  const GET = vi.fn(async (..._args: unknown[]) => ({ data, error: undefined, response: new Response('{}', { status: 200 }) }));
  return { api: { GET } as unknown as Pick<ApiClient, 'GET'>, GET };
}

describe('the city and branch directory', () => {
  it('asks for 20 cities, the trimmed query only when there is one, and caches per query', async () => {
    const { api, GET } = fakeApi({ cities: POPULAR_CITIES });
    const client = new QueryClient();
    await expect(client.fetchQuery(citiesQueryOptions(api, '  '))).resolves.toEqual(POPULAR_CITIES);
    await client.fetchQuery(citiesQueryOptions(api, ''));
    expect(GET).toHaveBeenCalledTimes(1);
    expect(GET.mock.calls[0]?.[0]).toBe('/api/x/delivery/cities');
    expect(GET.mock.calls[0]?.[1]).toMatchObject({ params: { query: { limit: 20 } } });
    await client.fetchQuery(citiesQueryOptions(api, ' Ки '));
    expect(GET.mock.calls[1]?.[1]).toMatchObject({ params: { query: { q: 'Ки', limit: 20 } } });
  });

  it("asks for 50 of a city's branches", async () => {
    const { api, GET } = fakeApi({ branches: [branch] });
    await expect(new QueryClient().fetchQuery(branchesQueryOptions(api, 'kyiv', ' 3 '))).resolves.toEqual([branch]);
    expect(GET.mock.calls[0]?.[0]).toBe('/api/x/delivery/cities/{cityId}/branches');
    expect(GET.mock.calls[0]?.[1]).toMatchObject({ params: { path: { cityId: 'kyiv' }, query: { q: '3', limit: 50 } } });
  });

  it('keeps only what an address stores of a city and a branch', () => {
    expect(cityRef(kyiv)).toEqual({ city_id: 'kyiv', label: 'Київ', province: 'Київська' });
    expect(branchRef(branch)).toEqual({ id: 'kyiv-3', label: 'Відділення №3', meta: { number: '3' } });
  });
});
