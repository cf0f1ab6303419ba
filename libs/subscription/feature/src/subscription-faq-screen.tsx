import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { faqQueryOptions } from '@cx/content-data-access';
import { FaqList, ListSkeleton } from '@cx/content-ui';

import { messages } from './messages';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

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
  const router = useRouter();
  const { data } = useSuspenseQuery(faqQueryOptions(api, product, 'subscription'));
  return (
    <FaqList entries={data} emptyTitle={messages.faqEmpty} onInternalLink={(path) => void router.navigate({ href: path })} />
  );
}
