import { useSuspenseQuery } from '@tanstack/react-query';
import { inviteCodeQueryOptions, useReferrals, type InviteCode, type ReferralsData } from '@cx/invite-data-access';
import { PageSkeleton } from '@cx/content-ui';
import { List, ListItem, Page, PageSection } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { InviteShare } from './invite-share';
import { messages } from './messages';
import styles from './invite.module.css';
import { AppLink, ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

const SUB_PAGES = [
  { to: '/invite-friend/offer', title: messages.pages.offer },
  { to: '/invite-friend/promo', title: messages.pages.promo },
  { to: '/invite-friend/test-drive', title: messages.pages.testDrive },
  { to: '/invite-friend/calculator', title: messages.pages.calculator },
  { to: '/invite-friend/velo', title: messages.pages.velo },
  { to: '/invite-friend/faq', title: messages.pages.faq },
] as const;

export interface InviteFriendViewProps {
  invite: InviteCode;
  brandName: string;
  /** Undefined while the referrals load (the section waits, the code does not). */
  referrals?: ReferralsData | undefined;
}

/** /invite-friend laid out: the code to share, the friends so far, and the program's pages. */
export function InviteFriendView({ invite, brandName, referrals }: InviteFriendViewProps) {
  return (
    <>
      <InviteShare code={invite.memberGetMemberCode} link={invite.link} brandName={brandName} />
      {referrals ? (
        <PageSection title={messages.invite.friends}>
          <div className={styles.stats}>
            <span>{messages.invite.friendsCount(referrals.referrals.length)}</span>
            <span>{messages.invite.friendsXp(formatXp(referrals.totalXp))}</span>
            <AppLink to="/profile/referral">{messages.invite.friendsLink}</AppLink>
          </div>
        </PageSection>
      ) : null}
      <PageSection title={messages.invite.more}>
        <List aria-label={messages.invite.more}>
          {SUB_PAGES.map((page) => (
            <ListItem
              key={page.to}
              title={page.title}
              renderLink={({ className, children }) => (
                <AppLink to={page.to} className={className}>
                  {children}
                </AppLink>
              )}
            />
          ))}
        </List>
      </PageSection>
    </>
  );
}

function InviteFriendData() {
  const { api, product, brand } = useAppContext();
  const { data } = useSuspenseQuery(inviteCodeQueryOptions(api, product));
  const referrals = useReferrals(api, product);
  return <InviteFriendView invite={data} brandName={brand.displayName} referrals={referrals.data} />;
}

/** /invite-friend: member-get-member. */
export function InviteFriendScreen() {
  useDocumentTitle(messages.invite.title);
  return (
    <Page as="main" title={messages.invite.title}>
      <p>{messages.invite.intro}</p>
      <ScreenBoundary fallback={<PageSkeleton image />} errorTitle={messages.invite.loadError}>
        <InviteFriendData />
      </ScreenBoundary>
    </Page>
  );
}
