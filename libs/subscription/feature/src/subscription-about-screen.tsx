import { useSuspenseQuery } from '@tanstack/react-query';
import { PAGE_IDS, pageQueryOptions } from '@cx/content-data-access';
import { CmsArticle, PageSkeleton } from '@cx/content-ui';
import { Link } from '@tanstack/react-router';
import { List, ListItem, Page, PageSection } from '@cx/shared-ui';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useInternalLink } from '@cx/shared-routing';

/** /subscription/about: the CMS page subscription-about. */
export function SubscriptionAboutScreen() {
  return (
    <Page as="main">
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.loadError}>
        <About />
      </ScreenBoundary>
      {/* What the subscription offers is goods to order and answers: never a dead end. */}
      <PageSection title={messages.nextSteps}>
        <List>
          <ListItem
            title={messages.toCatalogue}
            subtitle={messages.toCatalogueHint}
            renderLink={(props) => <Link to="/shop" {...props} />}
          />
          <ListItem title={messages.faq} renderLink={(props) => <Link to="/subscription/faq" {...props} />} />
          <ListItem title={messages.title} renderLink={(props) => <Link to="/subscription" {...props} />} />
        </List>
      </PageSection>
    </Page>
  );
}

function About() {
  const { api, product, brand } = useAppContext();
  const internalLink = useInternalLink();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, PAGE_IDS.subscriptionAbout));
  return (
    <CmsArticle
      id={data.id}
      title={data.title}
      html={data.html}
      documentTitleSuffix={brand.displayName}
      onInternalLink={internalLink}
    />
  );
}
