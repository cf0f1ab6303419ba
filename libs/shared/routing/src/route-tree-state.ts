// Whether the whole route tree (route-tree.ts) has been evaluated: that module says so itself, so
// a test or the build's prerender that imports it directly starts complete. No imports, so that
// route-tree.ts and lazy-route-tree.ts can both read it without a cycle.
let complete = false;

export function isRouteTreeComplete(): boolean {
  return complete;
}

export function markRouteTreeComplete(): void {
  complete = true;
}
