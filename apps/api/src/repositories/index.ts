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
import { groupCommit } from './group-commit.ts';
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
 * every request; routes and services reach the database only through these.
 */
export function createRepositories(db: Db, options: { groupCommit?: boolean } = {}) {
  // One transaction wrapper for every unit of work, built once: db.transaction() builds four
  // wrapper functions and their properties each time it is called.
  const inTransaction = db.transaction((work: () => unknown) => work());
  // The server's units of work join their turn's transaction (group-commit.ts); tests that use
  // the repositories alone commit each unit at once.
  const turn = options.groupCommit ? groupCommit(db) : undefined;
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
    /** Runs `work` in one transaction (nested calls, and calls in a group commit, become savepoints). */
    transaction: <T>(work: () => T): T => {
      turn?.join();
      return inTransaction(work) as T;
    },
    /** The same, taking the write lock at the start: for check-then-insert under concurrency. */
    immediate: <T>(work: () => T): T => {
      turn?.join();
      return inTransaction.immediate(work) as T;
    },
    /** Settles once this turn's writes are committed (group commit); undefined when none are open. */
    committed: (): Promise<void> | undefined => turn?.committed(),
    /** Commits this turn's writes now: before the database closes. */
    flush: (): void => turn?.flush(),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
