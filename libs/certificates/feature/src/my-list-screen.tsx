import { useSuspenseQuery } from '@tanstack/react-query';
import { certListQueryOptions } from '@cx/certificates-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { Page } from '@cx/shared-ui';
import { toast } from '@cx/shell-data-access';
import { MyListView } from './my-list-view';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

function copyCode(code: string) {
  void navigator.clipboard?.writeText(code).then(
    () => toast.success(messages.myList.copied),
    () => undefined,
  );
}

function MyListData() {
  const { api } = useAppContext();
  const { data } = useSuspenseQuery(certListQueryOptions({ api }));
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return <MyListView certificates={data} onCopy={canCopy ? copyCode : undefined} />;
}

/** /certificates/my-list (ogo-footer layout). */
export function CertificatesMyListScreen() {
  useDocumentTitle(messages.myList.title);
  return (
    <Page as="main" title={messages.myList.title}>
      <ScreenBoundary fallback={<ListSkeleton rows={3} />} errorTitle={messages.myList.errorTitle}>
        <MyListData />
      </ScreenBoundary>
    </Page>
  );
}
