/** An exchange product is on sale (active) or sold out (inactive); each has its own address. */
export type ExchangeState = 'active' | 'inactive';

export function exchangeProductPath(state: ExchangeState, id: number | string): string {
  return `/exchange/product/${state}/${id}`;
}
