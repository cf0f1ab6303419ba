import { useState } from 'react';
import { Badge, FormAlert, List, ListItem, Page, PageSection, Skeleton, SkeletonGroup } from '@cx/shared-ui';
import type { Loadable } from './internal/loadable';
import type { Customer, DeliveryAddress } from '@cx/profile-data-access';
import { AddressSection } from './address-section';
import type { AddressFormProps } from './address-form';
import { messages } from './messages';
import { PersonalSection } from './personal-section';
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
      <PersonalSection customer={props.customer} onChangeEmail={props.onChangeEmail} onConfirmEmail={props.onConfirmEmail} />
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
