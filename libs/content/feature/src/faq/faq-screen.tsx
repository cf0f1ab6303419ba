import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { faqQueryOptions } from '@cx/content-data-access';
import { FaqList, ListSkeleton } from '@cx/content-ui';
import { List, ListItem, PageSection } from '@cx/shared-ui';
import { messages } from '../messages';
import { BoundaryScreen, useAppContext, useInternalLink } from '@cx/shared-routing';

/** /faq — Питання і відповіді, then the vocabulary and support. */
export function FaqScreen() {
  return (
    <BoundaryScreen
      title={messages.faq.title}
      fallback={<ListSkeleton rows={5} />}
      errorTitle={messages.faq.loadError}
      content={<FaqEntries />}
    >
      <PageSection title={messages.faq.more}>
        <List>
          <ListItem title={messages.faq.vocabulary} renderLink={(props) => <Link to="/vocabulary" {...props} />} />
          <ListItem title={messages.faq.support} renderLink={(props) => <Link to="/support" {...props} />} />
        </List>
      </PageSection>
    </BoundaryScreen>
  );
}

function FaqEntries() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(faqQueryOptions(api, product, 'general'));
  return <FaqList entries={data} emptyTitle={messages.faq.empty} onInternalLink={useInternalLink()} />;
}
