import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { pageQueryOptions, type PageId } from '@cx/content-data-access';
import { CmsArticle, PageSkeleton } from '@cx/content-ui';
import { Page } from '@cx/shared-ui';
import { messages } from '../messages';
import { ScreenBoundary, useAppContext, useInternalLink } from '@cx/shared-routing';

export interface CmsPageScreenProps {
  pageId: PageId;
  /** Shown under the page's own content (links to related screens). */
  children?: ReactNode;
}

/** A screen that shows one CMS page (get-page-by-id): its title as h1 and its sanitized HTML. */
export function CmsPageScreen({ pageId, children }: CmsPageScreenProps) {
  return (
    <Page as="main">
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.page.loadError} headingLevel={1}>
        <CmsPage pageId={pageId} />
      </ScreenBoundary>
      {children}
    </Page>
  );
}

function CmsPage({ pageId }: { pageId: PageId }) {
  const { api, product } = useAppContext();
  const { displayName } = useBrand();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, pageId));
  return (
    <CmsArticle
      id={data.id}
      title={data.title}
      html={data.html}
      onInternalLink={useInternalLink()}
      documentTitleSuffix={displayName}
    />
  );
}
