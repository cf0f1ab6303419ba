import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';
import { AuthService } from './auth.ts';
import { CatalogueService } from './catalogue.ts';
import { OrderService } from './orders.ts';
import { PricingService } from './pricing.ts';

export interface Services {
  auth: AuthService;
  catalogue: CatalogueService;
  orders: OrderService;
  pricing: PricingService;
  /** `draining`: the instance is shutting down (the health check answers 503, in-flight requests finish). */
  lifecycle: { draining: boolean };
}

export function createServices(repos: Repositories, clock: Clock, config: ApiConfig): Services {
  const catalogue = new CatalogueService(repos.catalogue, config.publicUrl);
  const pricing = new PricingService(repos, catalogue);
  return {
    auth: new AuthService(repos, clock, config),
    catalogue,
    orders: new OrderService(repos, clock, config, catalogue, pricing),
    pricing,
    lifecycle: { draining: false },
  };
}
