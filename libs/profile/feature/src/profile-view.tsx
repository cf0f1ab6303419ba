import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, CodeField, FormAlert, List, ListItem, LoadErrorView, Page, PageSection, Skeleton, SkeletonGroup, TextField } from '@cx/shared-ui';
import type { Loadable } from './internal/loadable';
import { formatPhoneUa } from '@cx/shared-util-format';
import { checkEmail, formatDeliveryAddress, type Customer, type DeliveryAddress } from '@cx/profile-data-access';
import { AddressForm, type AddressFormProps } from './address-form';
import { messages } from './messages';
import styles from './profile.module.css';
import { AppLink } from '@cx/shared-routing';


export interface ProfileViewProps {
  customer: Loadable<Customer>;
  address: Loadable<DeliveryAddress | null>;
  /** undefined while unknown. */
  ageVerified?: boolean;
  /** The news consent metafield; undefined while metafields load. */
  newsConsent?: boolean;
  searchCities: AddressFormProps['searchCities'];
  searchBranches: AddressFormProps['searchBranches'];
  /** Each rejects with a Ukrainian message; what was typed stays. */
  onSaveAddress: (address: DeliveryAddress) => Promise<void>;
  onChangeEmail: (email: string) => Promise<void>;
  onConfirmEmail: (code: string) => Promise<void>;
  onNewsConsent: (value: boolean) => Promise<void>;
}

/** /profile: personal data and e-mail, the delivery address checkout offers, settings, links. */
export function ProfileView(props: ProfileViewProps) {
  return (
    <Page as="main" title={messages.title}>
      <PersonalSection {...props} />
      <AddressSection {...props} />
      <VerificationSection ageVerified={props.ageVerified} />
      <PreferencesSection newsConsent={props.newsConsent} onNewsConsent={props.onNewsConsent} />
      <PageSection title={messages.links.title}>
        <List>
          <ListItem title={messages.links.devices} renderLink={(link) => <AppLink to="/my-devices" {...link} />} />
          <ListItem
            title={messages.links.certificates}
            renderLink={(link) => <AppLink to="/certificates/my-list" {...link} />}
          />
          <ListItem title={messages.links.referral} renderLink={(link) => <AppLink to="/profile/referral" {...link} />} />
          <ListItem title={messages.links.feedback} renderLink={(link) => <AppLink to="/feedback" {...link} />} />
        </List>
      </PageSection>
    </Page>
  );
}

function SectionSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton variant="text" lines={3} />
    </SkeletonGroup>
  );
}

function PersonalSection({ customer, onChangeEmail, onConfirmEmail }: ProfileViewProps) {
  const t = messages.personal;
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (customer.status === 'loading') {
    return (
      <PageSection title={t.title}>
        <SectionSkeleton />
      </PageSection>
    );
  }
  if (customer.status === 'error') {
    return (
      <PageSection title={t.title}>
        <LoadErrorView kind={customer.kind} onRetry={customer.retry} title={t.errorTitle} />
      </PageSection>
    );
  }
  const person = customer.value;
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email, person.email);
    setFieldError(problem ?? undefined);
    if (problem) return;
    void run(async () => {
      await onChangeEmail(email.trim());
      setSentTo(email.trim());
      setCode('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4,6}$/.test(code)) {
      setFieldError(t.codeFormat);
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      await onConfirmEmail(code);
      setEditing(false);
      setSentTo(null);
      setEmail('');
      setCode('');
    });
  };

  const cancel = () => {
    setEditing(false);
    setSentTo(null);
    setFieldError(undefined);
    setFormError(null);
  };

  return (
    <PageSection title={t.title}>
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
      {!editing ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t.change}
        </Button>
      ) : sentTo === null ? (
        <form className={styles.form} onSubmit={sendCode} noValidate aria-label={t.change}>
          <TextField
            label={t.newEmail}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormAlert>{formError}</FormAlert>
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t.sendCode}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={confirm} noValidate aria-label={t.confirm}>
          <p className={styles.muted}>{t.codeSent(sentTo)}</p>
          <CodeField label={t.code} length={4} value={code} error={fieldError} onValueChange={setCode} />
          <FormAlert>{formError}</FormAlert>
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t.confirm}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
    </PageSection>
  );
}

function AddressSection({ address, searchCities, searchBranches, onSaveAddress }: ProfileViewProps) {
  const t = messages.address;
  const [editing, setEditing] = useState(false);
  if (address.status === 'loading') {
    return (
      <PageSection title={t.title}>
        <SectionSkeleton />
      </PageSection>
    );
  }
  if (address.status === 'error') {
    return (
      <PageSection title={t.title}>
        <LoadErrorView kind={address.kind} onRetry={address.retry} title={t.errorTitle} />
      </PageSection>
    );
  }
  const saved = address.value;
  return (
    <PageSection title={t.title}>
      <p className={styles.muted}>{t.hint}</p>
      {editing ? (
        <AddressForm
          initial={saved}
          searchCities={searchCities}
          searchBranches={searchBranches}
          onSave={async (next) => {
            await onSaveAddress(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Card variant="outlined" padding="sm" className={styles.addressCard}>
          <p className={styles.chosenValue} data-testid="saved-address">
            {saved ? formatDeliveryAddress(saved) : t.none}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {saved ? t.edit : t.add}
          </Button>
        </Card>
      )}
    </PageSection>
  );
}

function VerificationSection({ ageVerified }: { ageVerified?: boolean }) {
  const t = messages.verification;
  return (
    <PageSection title={t.title}>
      <div className={styles.chosen}>
        {ageVerified === undefined ? (
          <SkeletonGroup>
            <Skeleton variant="text" width={160} />
          </SkeletonGroup>
        ) : (
          <Badge tone={ageVerified ? 'success' : 'neutral'}>{ageVerified ? t.verified : t.notVerified}</Badge>
        )}
        <AppLink to="/verification" className={styles.textLink}>
          {ageVerified === false ? t.open : t.details}
        </AppLink>
      </div>
    </PageSection>
  );
}

function PreferencesSection({
  newsConsent,
  onNewsConsent,
}: Pick<ProfileViewProps, 'newsConsent' | 'onNewsConsent'>) {
  const t = messages.preferences;
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = pending ?? newsConsent ?? false;
  return (
    <PageSection title={t.title}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={checked}
          disabled={newsConsent === undefined || pending !== null}
          onChange={(event) => {
            const next = event.target.checked;
            setPending(next);
            setError(null);
            onNewsConsent(next).then(
              () => setPending(null),
              (failure: unknown) => {
                setPending(null);
                setError(failure instanceof Error ? failure.message : t.failed);
              },
            );
          }}
        />
        <span>{t.news}</span>
      </label>
      <FormAlert>{error}</FormAlert>
    </PageSection>
  );
}
