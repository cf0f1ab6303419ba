import type { ReactNode } from 'react';
import { LoadErrorView, PageSection, Skeleton, SkeletonGroup } from '@cx/shared-ui';
import type { Loadable } from './loadable';

export interface LoadableSectionProps<T> {
  title: string;
  /** The load error's title. */
  errorTitle: string;
  data: Loadable<T>;
  /** The section's content once `data` is there. */
  children: (value: T) => ReactNode;
}

/** A profile section whose content waits for a query: a skeleton meanwhile, the load error with a retry. */
export function LoadableSection<T>({ title, errorTitle, data, children }: LoadableSectionProps<T>) {
  return (
    <PageSection title={title}>
      {data.status === 'loading' ? (
        <SkeletonGroup>
          <Skeleton variant="text" lines={3} />
        </SkeletonGroup>
      ) : data.status === 'error' ? (
        <LoadErrorView kind={data.kind} onRetry={data.retry} title={errorTitle} />
      ) : (
        children(data.value)
      )}
    </PageSection>
  );
}
