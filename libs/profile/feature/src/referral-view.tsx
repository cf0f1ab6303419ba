import { Badge, Button, Card, EmptyState, GiftIcon } from '@cx/shared-ui';
import { formatDate, formatXp } from '@cx/shared-util-format';
import type { Referral } from '@cx/invite-data-access';
import { messages } from './messages';
import styles from './profile.module.css';
import { useLinkClick } from '@cx/shared-routing';

const t = messages.referral;
const INVITE_PATH = '/invite-friend';
const tone = { registered: 'neutral', ordered: 'primary', rewarded: 'success' } as const;

export interface ReferralViewProps {
  referrals: readonly Referral[];
  totalXp: number;
}

/**
 * The data part of /profile/referral: friends the customer invited and the XP they brought (the
 * screen puts it in its page, inside a ScreenBoundary).
 */
export function ReferralView({ referrals, totalXp }: ReferralViewProps) {
  const linkClick = useLinkClick();
  const invite = (
    <Button href={INVITE_PATH} onClick={linkClick(INVITE_PATH)} variant="secondary">
      {t.invite}
    </Button>
  );
  if (referrals.length === 0) return <EmptyState icon={<GiftIcon />} title={t.empty} text={t.emptyText} action={invite} />;
  return (
    <>
      <Card variant="flat" className={styles.total}>
        <span className={styles.muted}>{t.total}</span>
        <strong className={styles.totalValue}>{formatXp(totalXp)}</strong>
      </Card>
      <ul role="list" className={styles.list} aria-label={t.title}>
        {referrals.map((referral) => (
          <Card as="li" key={referral.id} padding="sm" className={styles.referral}>
            <div>
              <h2 className={styles.referralName}>{referral.name}</h2>
              <p className={styles.muted}>{t.joined(formatDate(referral.joined_at))}</p>
            </div>
            <div className={styles.referralSide}>
              <Badge tone={tone[referral.status]}>{t.status[referral.status]}</Badge>
              {referral.reward_xp > 0 ? <span>+{formatXp(referral.reward_xp)}</span> : null}
            </div>
          </Card>
        ))}
      </ul>
      {invite}
    </>
  );
}
