import { useState, type ReactNode } from 'react';
import { Badge, Button, FormAlert, List, ListItem, Page, PageSection, Skeleton, SkeletonGroup } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './profile.module.css';
import { AppLink } from '@cx/shared-routing';

/**
 * Each section's content: the screen puts a ScreenBoundary around each (its own skeleton, its own
 * error with a retry), so one section that fails does not blank the others.
 */
export interface ProfileViewProps {
  /** PersonalDetails. */
  personal: ReactNode;
  /** AddressDetails. */
  address: ReactNode;
  /** VerificationStatus. */
  verification: ReactNode;
  /** NewsConsent. */
  preferences: ReactNode;
  /** SignOutEverywhere (token-clear); omitted where the profile is shown without a session. */
  sessions?: ReactNode;
}

/** /profile: personal data and e-mail, the delivery address checkout offers, settings, links. */
export function ProfileView({ personal, address, verification, preferences, sessions }: ProfileViewProps) {
  return (
    <Page as="main" title={messages.title}>
      <PageSection title={messages.personal.title}>{personal}</PageSection>
      <PageSection title={messages.address.title}>{address}</PageSection>
      <PageSection title={messages.verification.title}>{verification}</PageSection>
      <PageSection title={messages.preferences.title}>{preferences}</PageSection>
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
      {sessions ? <PageSection title={messages.sessions.title}>{sessions}</PageSection> : null}
    </Page>
  );
}

/** Whether the age is confirmed, and the way to /verification; a skeleton while unknown (`undefined`). */
export function VerificationStatus({ ageVerified }: { ageVerified?: boolean }) {
  const t = messages.verification;
  return (
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
  );
}

export interface NewsConsentProps {
  /** The consent metafield; `undefined` while unknown (the switch waits, disabled). */
  newsConsent?: boolean;
  /** Rejects with a Ukrainian message; the switch goes back. */
  onNewsConsent: (value: boolean) => Promise<void>;
}

/** The consent to news and offers, as a switch that saves at once. */
export function NewsConsent({ newsConsent, onNewsConsent }: NewsConsentProps) {
  const t = messages.preferences;
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = pending ?? newsConsent ?? false;
  return (
    <>
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
    </>
  );
}

/**
 * "Вийти на всіх пристроях": token-clear ends every session of the customer (spec §7), then this
 * device is signed out as by the menu's "Вийти" (spec §4: everything local cleared).
 */
export function SignOutEverywhere({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const t = messages.sessions;
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className={styles.muted} id="sign-out-everywhere-hint">
        {t.hint}
      </p>
      <Button
        variant="secondary"
        loading={busy}
        aria-describedby="sign-out-everywhere-hint"
        onClick={() => {
          if (busy) return;
          setBusy(true);
          void onSignOut().finally(() => setBusy(false));
        }}
      >
        {t.signOutEverywhere}
      </Button>
    </>
  );
}
