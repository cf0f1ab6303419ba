import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, CheckIcon, FormAlert, TextField, useBusyAction } from '@cx/shared-ui';
import { HtmlContent } from '@cx/content-ui';
import { formatDate } from '@cx/shared-util-format';
import { checkBirthDate, type VerificationMethod, type VerificationRequest } from '@cx/profile-data-access';
import { messages } from './messages';
import { VerificationMethodField } from './verification-method-field';
import { IS18_PATH, VERIFICATION_OTHER_PATH } from './verification-paths';
import { VerificationRequestSent } from './verification-request-sent';
import styles from './profile.module.css';
import { useLinkClick } from '@cx/shared-routing';

export interface VerificationViewProps {
  /** Whether the age is confirmed (by staff, not only declared at /is18). */
  verified: boolean;
  /** The CMS page `verification`, sanitized; null when there is none. */
  page?: { title: string; html: string } | null;
  /** A request sent through /verification/other, if any. */
  request?: VerificationRequest | null;
  onInternalLink?: (path: string) => void;
}

/**
 * The data part of /verification: whether the age is confirmed, and the ways to confirm it (the
 * screen puts it in its page, inside a ScreenBoundary).
 */
export function VerificationView({ verified, page, request, onInternalLink }: VerificationViewProps) {
  const t = messages.verification;
  const linkClick = useLinkClick();
  if (verified) {
    return (
      <Card variant="outlined" className={styles.verified} role="status">
        <CheckIcon size={24} />
        <div>
          <p className={styles.chosenValue}>{t.verified}</p>
          <p className={styles.muted}>{t.verifiedText}</p>
        </div>
      </Card>
    );
  }
  return (
    <>
      <Badge tone="neutral">{t.notVerified}</Badge>
      {request ? (
        <Card variant="outlined" padding="sm" role="status">
          {t.pending(formatDate(request.requestedAt))}
        </Card>
      ) : null}
      {page ? <HtmlContent sanitizedHtml={page.html} onInternalLink={onInternalLink} /> : <p className={styles.muted}>{t.intro}</p>}
      <div className={styles.stack}>
        <Button href={IS18_PATH} onClick={linkClick(IS18_PATH)} fullWidth>
          {t.confirm}
        </Button>
        <Button href={VERIFICATION_OTHER_PATH} onClick={linkClick(VERIFICATION_OTHER_PATH)} variant="secondary" fullWidth>
          {t.other}
        </Button>
      </div>
    </>
  );
}

export interface VerificationOtherViewProps {
  /** YYYY-MM-DD in Kyiv. */
  today: string;
  /** The request already sent, if any (then there is nothing to fill in). */
  request: VerificationRequest | null;
  /** Rejects with a Ukrainian message; what was typed stays. */
  onSubmit: (input: { birthDate: string; method: VerificationMethod }) => Promise<void>;
}

/**
 * The data part of /verification/other: a request to confirm the age in a store, online or by a
 * call, or the one already sent (the screen puts it in its page, inside a ScreenBoundary).
 */
export function VerificationOtherView({ today, request, onSubmit }: VerificationOtherViewProps) {
  if (request) return <VerificationRequestSent request={request} />;
  return <VerificationRequestForm today={today} onSubmit={onSubmit} />;
}

function VerificationRequestForm({ today, onSubmit }: Omit<VerificationOtherViewProps, 'request'>) {
  const t = messages.other;
  const [birthDate, setBirthDate] = useState('');
  const [method, setMethod] = useState<VerificationMethod | null>(null);
  const [errors, setErrors] = useState<{ birthDate?: string; method?: string }>({});
  const { busy, error: formError, run } = useBusyAction(describeFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      birthDate: checkBirthDate(birthDate, today) ?? undefined,
      method: method ? undefined : t.methodRequired,
    };
    setErrors(found);
    if (found.birthDate || found.method || !method) return;
    await run(() => onSubmit({ birthDate, method }));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t.intro}</p>
      <TextField
        label={t.birthDate}
        type="date"
        max={today}
        autoComplete="bday"
        value={birthDate}
        error={errors.birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
      />
      <VerificationMethodField value={method} onChange={setMethod} error={errors.method} />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" fullWidth loading={busy}>
        {t.submit}
      </Button>
    </form>
  );
}

const describeFailure = (error: unknown) => (error instanceof Error ? error.message : messages.other.failed);
