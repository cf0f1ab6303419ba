import { describe, expect, it } from 'vitest';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';
// The table lives beside the static servers that use it; this test pins it to the router's tree.
import { matchRoutePath, ROUTE_PATHS } from '../../../../tools/vite/route-paths';

/** Every path of the tree once a router has built it (layouts are pathless; `/$` is the 404). */
function treePaths(): string[] {
  // Only the paths are read; the router is never run, so it needs no context.
  const router = createRouter({ routeTree, context: {} as never });
  return Object.keys(router.routesByPath).filter((path) => path !== '/$');
}

const glo = {
  hiddenRoutes: ['/why-ogo', '/vocabulary/ogo-club'],
  shopLists: [{ id: 'devices' }, { id: 'sticks' }],
};
const ogo = { hiddenRoutes: [], shopLists: [{ id: 'ogo-sticks' }, { id: 'ogo-velo' }] };

describe('the route table the static server answers 404 by', () => {
  it('is exactly the route tree', () => {
    expect([...ROUTE_PATHS].sort()).toEqual(treePaths().sort());
  });

  it.each([
    ['/', '/'],
    ['/shop/', '/shop'],
    ['/shop/sticks', '/shop/$list'],
    ['/shop/sticks/12', '/shop/$list/$id'],
    ['/shop/cart', '/shop/cart'],
    ['/news/glo-news-1', '/news/$newsId'],
    ['/history-order/7', '/history-order/$orderId'],
  ])('%s is a route of glo (%s)', (path, pattern) => {
    expect(matchRoutePath(path, glo)).toBe(pattern);
  });

  it.each([
    '/no-such-page',
    '/shop/ogo-sticks',
    '/shop/sticks/abc',
    '/shop/sticks/12/extra',
    '/why-ogo',
    '/vocabulary/ogo-club',
    '/shop/choose-velo',
    '/history-order/0',
    '/%E0%A4%A',
  ])("%s is not (glo's 404)", (path) => {
    expect(matchRoutePath(path, glo)).toBeNull();
  });

  it("serves o'go its own lists, the velo picker and its pages", () => {
    expect(matchRoutePath('/shop/ogo-velo', ogo)).toBe('/shop/$list');
    expect(matchRoutePath('/shop/choose-velo', ogo)).toBe('/shop/choose-velo');
    expect(matchRoutePath('/why-ogo', ogo)).toBe('/why-ogo');
    expect(matchRoutePath('/shop/sticks', ogo)).toBeNull();
  });
});
