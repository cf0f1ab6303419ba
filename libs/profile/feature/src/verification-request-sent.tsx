import { Button, Card, CheckIcon, PageSection } from '@cx/shared-ui';
import { formatDate } from '@cx/shared-util-format';
import type { VerificationRequest } from '@cx/profile-data-access';
import { useLinkClick } from '@cx/shared-routing';
import { messages } from './messages';
import { VERIFICATION_PATH } from './verification-paths';
import styles from './profile.module.css';

const t = messages.other;

/** The request is sent: when, and the way back to /verification. */
export function VerificationRequestSent({ request }: { request: VerificationRequest }) {
  const linkClick = useLinkClick();
  return (
    <PageSection>
      <Card variant="outlined" role="status" className={styles.verified}>
        <CheckIcon size={24} />
        <div>
          <p className={styles.chosenValue}>{t.sent}</p>
          <p className={styles.muted}>{messages.verification.pending(formatDate(request.requestedAt))}</p>
        </div>
      </Card>
      <Button href={VERIFICATION_PATH} onClick={linkClick(VERIFICATION_PATH)} variant="secondary" fullWidth>
        {t.back}
      </Button>
    </PageSection>
  );
}
