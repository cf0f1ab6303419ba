import { type LoadErrorKind } from '@cx/shared-ui';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind; retry?: () => void }
  | { status: 'ready'; value: T };

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<unknown>;
}

/** A query as a view's loading / error / ready state. */
export function loadable<T>(query: QueryLike<T>, classify: (error: unknown) => LoadErrorKind): Loadable<T> {
  if (query.isSuccess) return { status: 'ready', value: query.data as T };
  if (query.isError) return { status: 'error', kind: classify(query.error), retry: () => void query.refetch() };
  return { status: 'loading' };
}
