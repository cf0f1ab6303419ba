import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Branch, type BranchRef, type City, type CityRef } from '@cx/api-client';

export type { Branch, City };

export const directoryKeys = {
  all: ['delivery', 'directory'] as const,
  cities: (q: string) => [...directoryKeys.all, 'cities', q] as const,
  branches: (cityId: string, q: string) => [...directoryKeys.all, 'branches', cityId, q] as const,
};

/**
 * The popular cities and a city's branch list are saved on the device (offline, the delivery step
 * still offers them); the answers to what the customer typed are neither saved nor kept for long.
 */
function searchCache(query: string) {
  return query ? { meta: { persist: false }, gcTime: 5 * 60_000 } : {};
}

/** The city directory; without a query the six popular cities, in the spec's order. */
export function citiesQueryOptions(api: Pick<ApiClient, 'GET'>, q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: directoryKeys.cities(query),
    queryFn: async ({ signal }): Promise<City[]> => {
      const { cities } = await unwrap(
        api.GET('/api/x/delivery/cities', { params: { query: { ...(query ? { q: query } : {}), limit: 20 } }, signal }),
      );
      return cities;
    },
    staleTime: 60 * 60_000,
    ...searchCache(query),
  });
}

/** Branches of a city, searchable by number or address. */
export function branchesQueryOptions(api: Pick<ApiClient, 'GET'>, cityId: string, q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: directoryKeys.branches(cityId, query),
    queryFn: async ({ signal }): Promise<Branch[]> => {
      const { branches } = await unwrap(
        api.GET('/api/x/delivery/cities/{cityId}/branches', {
          params: { path: { cityId }, query: { ...(query ? { q: query } : {}), limit: 50 } },
          signal,
        }),
      );
      return branches;
    },
    staleTime: 60 * 60_000,
    ...searchCache(query),
  });
}

/** What an address keeps of a directory city. */
export function cityRef(city: Pick<City, 'city_id' | 'label' | 'province'>): CityRef {
  return { city_id: city.city_id, label: city.label, province: city.province };
}

/** What an address keeps of a directory branch. */
export function branchRef(branch: Pick<Branch, 'id' | 'label' | 'meta'>): BranchRef {
  return { id: branch.id, label: branch.label, meta: { number: branch.meta.number } };
}
