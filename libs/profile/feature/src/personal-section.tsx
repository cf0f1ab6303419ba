import { formatPhoneUa } from '@cx/shared-util-format';
import type { Customer } from '@cx/profile-data-access';
import { EmailChangeForm } from './email-change-form';
import { LoadableSection } from './internal/loadable-section';
import type { Loadable } from './internal/loadable';
import { messages } from './messages';
import { useEmailChange, type EmailChangeCalls } from './use-email-change';
import styles from './profile.module.css';

const t = messages.personal;

/** Name, phone and e-mail, and the e-mail change. */
export function PersonalSection({ customer, ...calls }: EmailChangeCalls & { customer: Loadable<Customer> }) {
  // Held here, above the loading states: a refetch that fails and recovers keeps what was typed.
  const change = useEmailChange(calls);
  return (
    <LoadableSection title={t.title} errorTitle={t.errorTitle} data={customer}>
      {(person) => (
        <>
          <PersonalFacts person={person} />
          <EmailChangeForm change={change} currentEmail={person.email} />
        </>
      )}
    </LoadableSection>
  );
}

function PersonalFacts({ person }: { person: Customer }) {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return (
    <dl className={styles.facts}>
      {name ? (
        <div>
          <dt>{t.name}</dt>
          <dd>{name}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.phone}</dt>
        <dd>{formatPhoneUa(person.phone)}</dd>
      </div>
      <div>
        <dt>{t.email}</dt>
        <dd>{person.email || t.noEmail}</dd>
      </div>
    </dl>
  );
}
