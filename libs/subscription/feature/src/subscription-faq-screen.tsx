import { useSuspenseQuery } from '@tanstack/react-query';
import { faqQueryOptions } from '@cx/content-data-access';
import { FaqList, ListSkeleton } from '@cx/content-ui';

import { messages } from './messages';
import { BoundaryScreen, useAppContext, useInternalLink } from '@cx/shared-routing';

/** /subscription/faq: the FAQ entries of the subscription topic. */
export function SubscriptionFaqScreen() {
  return (
    <BoundaryScreen
      title={messages.faqTitle}
      fallback={<ListSkeleton rows={3} />}
      errorTitle={messages.faqLoadError}
      content={<Entries />}
    />
  );
}

function Entries() {
  const { api, product } = useAppContext();
  const internalLink = useInternalLink();
  const { data } = useSuspenseQuery(faqQueryOptions(api, product, 'subscription'));
  return (
    <FaqList entries={data} emptyTitle={messages.faqEmpty} onInternalLink={internalLink} />
  );
}
