import { useSuspenseQuery } from '@tanstack/react-query';
import { useXpBalance } from '@cx/bonuses-data-access';
import { pageQueryOptions } from '@cx/content-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { useQueuedScans, useScanSync } from '@cx/scan-data-access';
import { GiftIcon, List, ListItem, Page, PageSection, ScanIcon, CartIcon, StarIcon } from '@cx/shared-ui';
import { messages } from './messages';
import { XpBalanceCard } from './xp-balance-card';
import { AppLink, ScreenBoundary, useAppContext, useDocumentTitle, useInternalLink } from '@cx/shared-routing';

const WAYS = [
  { to: '/scanbox', title: messages.getXp.scan, text: messages.getXp.scanText, icon: <ScanIcon /> },
  { to: '/invite-friend', title: messages.getXp.invite, text: messages.getXp.inviteText, icon: <GiftIcon /> },
  { to: '/shop', title: messages.getXp.shop, text: messages.getXp.shopText, icon: <CartIcon /> },
  { to: '/exchange', title: messages.getXp.exchange, text: messages.getXp.exchangeText, icon: <StarIcon /> },
] as const;

/** The ways to earn and spend XP, as links. */
export function XpWaysList() {
  return (
    <List aria-label={messages.getXp.ways}>
      {WAYS.map((way) => (
        <ListItem
          key={way.to}
          leading={way.icon}
          title={way.title}
          subtitle={way.text}
          renderLink={({ className, children }) => (
            <AppLink to={way.to} className={className}>
              {children}
            </AppLink>
          )}
        />
      ))}
    </List>
  );
}

function GetXpPage() {
  const { api, product } = useAppContext();
  const internalLink = useInternalLink();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, 'get-xp'));
  return <HtmlContent sanitizedHtml={data.html} onInternalLink={internalLink} />;
}

/** /get-xp: the balance, the ways to earn XP, and the CMS page about it. */
export function GetXpScreen() {
  const { api, product } = useAppContext();
  const { balance } = useXpBalance(api, product);
  const pending = useQueuedScans(useScanSync(api, product));
  useDocumentTitle(messages.getXp.title);
  return (
    <Page as="main" title={messages.getXp.title}>
      <XpBalanceCard balance={balance} pendingScans={pending.length} historyLink />
      <PageSection title={messages.getXp.ways}>
        <XpWaysList />
      </PageSection>
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.getXp.loadError}>
        <GetXpPage />
      </ScreenBoundary>
    </Page>
  );
}
