import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';
import { AuthService } from './auth.ts';
import { CatalogueService } from './catalogue.ts';
import { MultiScanService, PENDING_NOTE_MARKER } from './multi-scan.ts';
import { OrderService } from './orders.ts';
import { PricingService } from './pricing.ts';
import { recogniserFor } from './recognition.ts';
import { RegistrationService } from './registration.ts';

export interface Services {
  auth: AuthService;
  catalogue: CatalogueService;
  multiScan: MultiScanService;
  orders: OrderService;
  pricing: PricingService;
  registration: RegistrationService;
  /** `draining`: the instance is shutting down (the health check answers 503, in-flight requests finish). */
  lifecycle: { draining: boolean };
}

export function createServices(repos: Repositories, clock: Clock, config: ApiConfig): Services {
  const catalogue = new CatalogueService(repos.catalogue, config.publicUrl);
  const pricing = new PricingService(repos, catalogue);
  // Development only (the stand-in): a customer's note may ask for their photos to stay pending.
  const keepsPending = async (personId: number, shop: 'glo' | 'ogo') => ((await repos.customers.ofPerson(personId, shop))?.note ?? '').includes(PENDING_NOTE_MARKER);
  return {
    auth: new AuthService(repos, clock, config),
    catalogue,
    multiScan: new MultiScanService(repos, clock, config, recogniserFor(config, keepsPending)),
    orders: new OrderService(repos, clock, config, catalogue, pricing),
    pricing,
    registration: new RegistrationService(repos, clock, config),
    lifecycle: { draining: false },
  };
}
