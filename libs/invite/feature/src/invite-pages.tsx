import { useId, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { faqQueryOptions, pageQueryOptions } from '@cx/content-data-access';

/** The invite pages' CMS ids (docs/contract.md, well-known page ids). */
type InvitePageId =
  | 'invite-friend-offer'
  | 'invite-friend-promo'
  | 'invite-friend-test-drive'
  | 'invite-friend-calculator'
  | 'invite-friend-velo';
import { FaqList, HtmlContent, ListSkeleton, PageSkeleton } from '@cx/content-ui';
import { promoCodeQueryOptions, useReferrals, veloMgmQueryOptions, type Referral } from '@cx/invite-data-access';
import { Card, Page } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { InviteShare } from './invite-share';
import { messages } from './messages';
import styles from './invite.module.css';
import { BoundaryScreen, ScreenBoundary, useAppContext, useDocumentTitle, useInternalLink } from '@cx/shared-routing';

function CmsHtml({ pageId }: { pageId: InvitePageId }) {
  const { api, product } = useAppContext();
  const internalLink = useInternalLink();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, pageId));
  return <HtmlContent sanitizedHtml={data.html} onInternalLink={internalLink} />;
}

/**
 * A sub-page of /invite-friend: its title, something of its own (`own` is data that loads and
 * fails on its own, with `ownErrorTitle`), and its CMS page.
 */
function InvitePage({
  title,
  pageId,
  own,
  ownErrorTitle = messages.page.loadError,
  children,
}: {
  title: string;
  pageId: InvitePageId;
  own?: ReactNode;
  ownErrorTitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Page as="main" title={title}>
      {children}
      {own ? (
        <ScreenBoundary fallback={<PageSkeleton />} errorTitle={ownErrorTitle}>
          {own}
        </ScreenBoundary>
      ) : null}
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.page.loadError}>
        <CmsHtml pageId={pageId} />
      </ScreenBoundary>
    </Page>
  );
}

export function InviteOfferScreen() {
  return <InvitePage title={messages.pages.offer} pageId="invite-friend-offer" />;
}

export function InviteTestDriveScreen() {
  return <InvitePage title={messages.pages.testDrive} pageId="invite-friend-test-drive" />;
}

function PromoCode() {
  const { api, product, brand } = useAppContext();
  const { data: code } = useSuspenseQuery(promoCodeQueryOptions(api, product));
  if (!code) return <p className={styles.status}>{messages.promo.none}</p>;
  return (
    <>
      <InviteShare code={code} link={`${brand.origin}/shop/cart?promo=${encodeURIComponent(code)}`} brandName={brand.displayName} codeLabel={messages.promo.code} />
      <p className={styles.muted}>{messages.promo.hint}</p>
    </>
  );
}

/** /invite-friend/promo: the member promo code (get-promo-code) for a friend's first order. */
export function InvitePromoScreen() {
  return <InvitePage title={messages.pages.promo} pageId="invite-friend-promo" own={<PromoCode />} />;
}

function VeloOffer() {
  const { api, product, brand } = useAppContext();
  const session = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const { data } = useSuspenseQuery(
    veloMgmQueryOptions(api, { product, shopifyId, ogoApiToken: session.getOgoAuthApiToken() }),
  );
  return (
    <InviteShare
      code={data.code}
      link={data.link}
      brandName={brand.displayName}
      codeLabel={messages.velo.code}
      note={messages.velo.gifts(data.gift_count)}
    />
  );
}

/** /invite-friend/velo: the velo invite (get-velo-mgm: code, link, 1 or 2 gifts). */
export function InviteVeloScreen() {
  return (
    <InvitePage
      title={messages.pages.velo}
      pageId="invite-friend-velo"
      own={<VeloOffer />}
      ownErrorTitle={messages.velo.loadError}
    />
  );
}

/** XP a friend brought on average, from the customer's own rewarded referrals. */
export function xpPerFriend(referrals: readonly Referral[]): number | null {
  const rewarded = referrals.filter((referral) => referral.reward_xp > 0);
  if (rewarded.length === 0) return null;
  return Math.round(rewarded.reduce((sum, referral) => sum + referral.reward_xp, 0) / rewarded.length);
}

export function XpCalculator({ perFriend }: { perFriend: number }) {
  const [friends, setFriends] = useState(3);
  const id = useId();
  return (
    <Card as="section" className={styles.calculator} aria-label={messages.pages.calculator}>
      <label htmlFor={id}>
        {messages.calculator.friends} <strong>{friends}</strong>
      </label>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={1}
        max={20}
        value={friends}
        onChange={(event) => setFriends(Number(event.target.value))}
      />
      <span className={styles.muted}>
        {messages.calculator.perFriend}: {formatXp(perFriend)}
      </span>
      <output className={styles.result} htmlFor={id} aria-live="polite">
        {messages.calculator.result(formatXp(perFriend * friends))}
      </output>
      <span className={styles.muted}>{messages.calculator.basis}</span>
    </Card>
  );
}

/** /invite-friend/calculator: the CMS page, with a calculator where the customer has history. */
export function InviteCalculatorScreen() {
  const { api, product } = useAppContext();
  const referrals = useReferrals(api, product);
  const perFriend = referrals.data ? xpPerFriend(referrals.data.referrals) : null;
  return (
    <InvitePage title={messages.pages.calculator} pageId="invite-friend-calculator">
      {perFriend ? <XpCalculator perFriend={perFriend} /> : null}
    </InvitePage>
  );
}

function InviteFaq() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(faqQueryOptions(api, product, 'invite'));
  return <FaqList entries={data} emptyTitle={messages.faq.empty} />;
}

/** /invite-friend/faq: the FAQ entries of the invite topic. */
export function InviteFaqScreen() {
  return (
    <BoundaryScreen
      title={messages.pages.faq}
      fallback={<ListSkeleton rows={5} />}
      errorTitle={messages.page.loadError}
      content={<InviteFaq />}
    />
  );
}

