import { Badge, Button, Card, EmptyState, GiftIcon, LoadErrorView, Page } from '@cx/shared-ui';
import { ListSkeleton } from '@cx/content-ui';
import { formatDate, formatXp } from '@cx/shared-util-format';
import type { Referral } from '@cx/invite-data-access';
import type { Loadable } from './internal/loadable';
import { messages } from './messages';
import styles from './profile.module.css';
import { useLinkClick } from '@cx/shared-routing';

const t = messages.referral;
const INVITE_PATH = '/invite-friend';
const tone = { registered: 'neutral', ordered: 'primary', rewarded: 'success' } as const;

export interface ReferralData {
  referrals: readonly Referral[];
  totalXp: number;
}

/** /profile/referral: friends the customer invited and the XP they brought. */
export function ReferralView({ state }: { state: Loadable<ReferralData> }) {
  const linkClick = useLinkClick();
  const invite = (
    <Button href={INVITE_PATH} onClick={linkClick(INVITE_PATH)} variant="secondary">
      {t.invite}
    </Button>
  );
  return (
    <Page as="main" title={t.title}>
      {state.status === 'loading' ? <ListSkeleton rows={3} /> : null}
      {state.status === 'error' ? <LoadErrorView kind={state.kind} onRetry={state.retry} title={t.errorTitle} /> : null}
      {state.status === 'ready' && state.value.referrals.length === 0 ? (
        <EmptyState icon={<GiftIcon />} title={t.empty} text={t.emptyText} action={invite} />
      ) : null}
      {state.status === 'ready' && state.value.referrals.length > 0 ? (
        <>
          <Card variant="flat" className={styles.total}>
            <span className={styles.muted}>{t.total}</span>
            <strong className={styles.totalValue}>{formatXp(state.value.totalXp)}</strong>
          </Card>
          <ul role="list" className={styles.list} aria-label={t.title}>
            {state.value.referrals.map((referral) => (
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
      ) : null}
    </Page>
  );
}
