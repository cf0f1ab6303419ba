import { formatPhoneUa } from '@cx/shared-util-format';
import type { Customer } from '@cx/profile-data-access';
import { EmailChangeForm } from './email-change-form';
import { messages } from './messages';
import { useEmailChange, type EmailChangeCalls } from './use-email-change';
import styles from './profile.module.css';

const t = messages.personal;

/**
 * Name, phone and e-mail, and the e-mail change: the personal section's content once the customer
 * record is there (the screen's ScreenBoundary around it). A refetch in the background keeps it on
 * screen, so what was typed into the e-mail change stays.
 */
export function PersonalDetails({ customer, ...calls }: EmailChangeCalls & { customer: Customer }) {
  const change = useEmailChange(calls);
  return (
    <>
      <PersonalFacts person={customer} />
      <EmailChangeForm change={change} currentEmail={customer.email} />
    </>
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
