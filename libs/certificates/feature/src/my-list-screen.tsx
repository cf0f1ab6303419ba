import { useQuery } from '@tanstack/react-query';
import { describeLoadError } from '@cx/shared-session';
import { certListQueryOptions } from '@cx/certificates-data-access';
import { toast } from '@cx/shell-data-access';
import { MyListView, type MyListState } from './my-list-view';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** /certificates/my-list (ogo-footer layout). */
export function CertificatesMyListScreen() {
  useDocumentTitle(messages.myList.title);
  const { api } = useAppContext();
  const list = useQuery(certListQueryOptions({ api }));
  const state: MyListState = list.isPending
    ? { status: 'loading' }
    : list.isError
      ? { status: 'error', kind: describeLoadError(list.error), retry: () => void list.refetch() }
      : { status: 'ready', certificates: list.data };
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(code).then(
      () => toast.success(messages.myList.copied),
      () => undefined,
    );
  };
  return <MyListView state={state} onCopy={typeof navigator !== 'undefined' && navigator.clipboard ? copy : undefined} />;
}
