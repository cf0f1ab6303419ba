import { notFound } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import type { GuardArgs } from './guard-args';
import { middleware, type GuardName } from './middleware';

type BrandGuardArgs = GuardArgs & { context: { brand: Pick<BrandConfig, 'hiddenRoutes'> } };

/**
 * `beforeLoad` of a route a brand may not serve: a path in BrandConfig.hiddenRoutes is the 404
 * page for that brand (before any guard, so a visitor is not sent to sign in for nothing); then
 * the named guards of spec §2 run in order.
 */
export function brandRoute(path: string, ...guards: GuardName[]) {
  const chain = middleware(...guards);
  return (args: BrandGuardArgs) => {
    if (args.context.brand.hiddenRoutes.includes(path)) throw notFound();
    return chain(args);
  };
}
