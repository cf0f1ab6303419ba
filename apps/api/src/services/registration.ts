import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CustomerDetails } from '../repositories/customers.ts';
import { AbuseCounters, HOUR_MS } from './abuse.ts';
import { recordReferral } from './referrals.ts';

/** What the customer filled in on the registration form (reg-auth sends it). */
export interface RegistrationForm extends CustomerDetails {
  ref?: string | undefined;
}

/** The form as the API receives it: an empty e-mail (o'go) is none. */
export function registrationForm(body: { first_name: string; last_name: string; email?: string; note?: string; ref?: string }): RegistrationForm {
  return { first_name: body.first_name, last_name: body.last_name, email: body.email ? body.email : null, note: body.note ?? null, ref: body.ref };
}

/**
 * A registration belongs to whoever confirms its SMS code. create-customer only makes the phone's
 * records (unconfirmed, with no details), so no call of a stranger holds the phone or names its
 * customer; reg-auth, which needs the code the phone received, writes the details it carries and
 * counts the invite. Calls per client address are limited, as they add rows.
 */
export class RegistrationService {
  private readonly abuse: AbuseCounters;

  constructor(
    private readonly repos: Repositories,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {
    this.abuse = new AbuseCounters(repos.abuseEvents, clock);
  }

  /** The unconfirmed person of a new phone (made once; later calls reuse it). */
  async prepare(phone: string, client: string): Promise<number> {
    const tooMany = (minutes: number) => `Забагато реєстрацій з цього пристрою. Спробуй через ${minutes} хв`;
    // Under the client's lock: forms sent at once from one address (to any instance) all count.
    return this.repos.transaction(async () => {
      await this.repos.lock(`registration-client:${client}`);
      await this.abuse.enforce('registration-client', client, HOUR_MS, this.config.limits.registrationsPerClientPerHour, tooMany);
      await this.abuse.record('registration-client', client);
      const existing = await this.repos.persons.byPhone(phone);
      if (existing) return existing.id;
      const details = { firstName: null, lastName: null, email: null, note: null };
      return await this.repos.persons.register(this.clock.now(), { phone, ...details, ageVerified: false, confirmed: false });
    });
  }

  /** The code was confirmed: the form of this request becomes the customer's, and the invite counts. */
  async complete(person: { id: number; confirmed: number }, form: RegistrationForm): Promise<void> {
    if (person.confirmed) return;
    const now = this.clock.now();
    await this.repos.transaction(async () => {
      await this.repos.customers.setDetails(person.id, form, now);
      await this.repos.persons.confirm(person.id);
      if (form.ref && form.first_name && form.last_name) {
        await recordReferral(this.repos, now, { ref: form.ref, personId: person.id, firstName: form.first_name, lastName: form.last_name });
      }
    });
  }
}
