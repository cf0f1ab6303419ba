import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { faqQueryOptions } from '@cx/content-data-access';
import { FaqList, ListSkeleton } from '@cx/content-ui';
import { Page } from '@cx/shared-ui';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** /subscription/faq: the FAQ entries of the subscription topic. */
export function SubscriptionFaqScreen() {
  useDocumentTitle(messages.faqTitle);
  return (
    <Page as="main" title={messages.faqTitle}>
      <ScreenBoundary fallback={<ListSkeleton rows={3} />} errorTitle={messages.faqLoadError}>
        <Entries />
      </ScreenBoundary>
    </Page>
  );
}

function Entries() {
  const { api, product } = useAppContext();
  const router = useRouter();
  const { data } = useSuspenseQuery(faqQueryOptions(api, product, 'subscription'));
  return (
    <FaqList entries={data} emptyTitle={messages.faqEmpty} onInternalLink={(path) => void router.navigate({ href: path })} />
  );
}
