import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import { AuthService } from './auth.ts';
import { CatalogueService } from './catalogue.ts';
import { OrderService } from './orders.ts';
import { PricingService } from './pricing.ts';

export interface Services {
  auth: AuthService;
  catalogue: CatalogueService;
  orders: OrderService;
  pricing: PricingService;
}

export function createServices(db: Db, clock: Clock, config: ApiConfig): Services {
  const catalogue = new CatalogueService(db, config.publicUrl);
  const pricing = new PricingService(db, catalogue);
  return {
    auth: new AuthService(db, clock, config),
    catalogue,
    orders: new OrderService(db, clock, config, catalogue, pricing),
    pricing,
  };
}
