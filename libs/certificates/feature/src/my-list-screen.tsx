import { useSuspenseQuery } from '@tanstack/react-query';
import { certListQueryOptions } from '@cx/certificates-data-access';
import { ListSkeleton } from '@cx/content-ui';

import { toast } from '@cx/shell-data-access';
import { MyListView } from './my-list-view';
import { messages } from './messages';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

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
  return (
    <BoundaryScreen
      title={messages.myList.title}
      fallback={<ListSkeleton rows={3} />}
      errorTitle={messages.myList.errorTitle}
      content={<MyListData />}
    />
  );
}
