import type { Db } from '../db/db.ts';
import { abuseEventRepository } from './abuse-events.ts';
import { analyticsRepository } from './analytics.ts';
import { catalogueRepository } from './catalogue.ts';
import { certPinRepository } from './cert-pins.ts';
import { certificateRepository } from './certificates.ts';
import { contentRepository } from './content.ts';
import { customerRepository } from './customers.ts';
import { deliveryRepository } from './delivery.ts';
import { deviceRepository } from './devices.ts';
import { exchangeRepository } from './exchange.ts';
import { feedbackRepository } from './feedback.ts';
import { giftOfferRepository } from './gift-offers.ts';
import { handoffRepository } from './handoffs.ts';
import { idempotencyRepository } from './idempotency.ts';
import { marathonRepository } from './marathons.ts';
import { metafieldRepository } from './metafields.ts';
import { orderRepository } from './orders.ts';
import { paymentRepository } from './payments.ts';
import { personRepository } from './persons.ts';
import { phoneCallRepository } from './phone-calls.ts';
import { promoUseRepository } from './promo-uses.ts';
import { referralRepository } from './referrals.ts';
import { scanRepository } from './scans.ts';
import { scanUploadRepository } from './scan-uploads.ts';
import { smsCodeRepository } from './sms-codes.ts';
import { subscriptionRepository } from './subscriptions.ts';
import { tokenRepository } from './tokens.ts';
import { xpRepository } from './xp.ts';

/**
 * Every SQL statement of the API, prepared once per database when the app starts and reused by
 * every request; routes and services reach the database only through these. Each answers a
 * promise (PostgreSQL answers over the network; SQLite behind the same interface: db/database.ts).
 */
export function createRepositories(db: Db) {
  return {
    abuseEvents: abuseEventRepository(db),
    analytics: analyticsRepository(db),
    catalogue: catalogueRepository(db),
    certPins: certPinRepository(db),
    certificates: certificateRepository(db),
    content: contentRepository(db),
    customers: customerRepository(db),
    delivery: deliveryRepository(db),
    devices: deviceRepository(db),
    exchange: exchangeRepository(db),
    feedback: feedbackRepository(db),
    giftOffers: giftOfferRepository(db),
    handoffs: handoffRepository(db),
    idempotency: idempotencyRepository(db),
    marathons: marathonRepository(db),
    metafields: metafieldRepository(db),
    orders: orderRepository(db),
    payments: paymentRepository(db),
    persons: personRepository(db),
    phoneCalls: phoneCallRepository(db),
    promoUses: promoUseRepository(db),
    referrals: referralRepository(db),
    scans: scanRepository(db),
    scanUploads: scanUploadRepository(db),
    smsCodes: smsCodeRepository(db),
    subscriptions: subscriptionRepository(db),
    tokens: tokenRepository(db),
    xp: xpRepository(db),
    /**
     * Runs `work` in one transaction (a nested call is a savepoint). `lock` serialises it with
     * every unit holding the same key on every instance, taken before anything is read: what a
     * check-then-write needs under PostgreSQL's READ COMMITTED (SQLite's one writer serialises all).
     */
    transaction: <T>(work: () => Promise<T>, lock?: string): Promise<T> => db.transaction(work, lock ? { lock } : undefined),
    /** Inside a transaction: holds the lock of `key` until it ends (see `transaction`). */
    lock: (key: string): Promise<void> => db.lock(key),
    /** Whether the database answers a query (the health check). */
    ping: (): Promise<boolean> => db.ping(),
    /** Settles once the writes answered so far are durable (SQLite's group commit); undefined when none wait. */
    committed: (): Promise<void> | undefined => db.committed(),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
