import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { pageQueryOptions, type ContentPage } from '@cx/content-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { Page } from '@cx/shared-ui';
import { formatDate } from '@cx/shared-util-format';
import { messages } from '../messages';
import styles from './news.module.css';
import { ScreenBoundary, useAppContext, useDocumentTitle, useInternalLink } from '@cx/shared-routing';

const route = getRouteApi('/_account/news/$newsId');

/** /news/{newsId}: one news item, its HTML sanitized (DOMPurify is loaded with this screen's data). */
export function NewsDetailScreen() {
  const { newsId } = route.useParams();
  return (
    <Page as="main">
      <ScreenBoundary fallback={<PageSkeleton image />} errorTitle={messages.page.loadError} headingLevel={1}>
        <NewsArticle id={newsId} />
      </ScreenBoundary>
    </Page>
  );
}

function NewsArticle({ id }: { id: string }) {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, id));
  return <NewsArticleView page={data} onInternalLink={useInternalLink()} />;
}

export function NewsArticleView({ page, onInternalLink }: { page: ContentPage; onInternalLink?: (path: string) => void }) {
  useDocumentTitle(page.title);
  return (
    <article className={styles.article} aria-labelledby="news-title">
      <h1 id="news-title" className={styles.articleTitle}>
        {page.title}
      </h1>
      {page.publishedAt ? (
        <time className={styles.date} dateTime={page.publishedAt}>
          {formatDate(page.publishedAt)}
        </time>
      ) : null}
      {page.image ? <img className={styles.hero} src={page.image} alt="" width={640} height={320} /> : null}
      <HtmlContent sanitizedHtml={page.html} onInternalLink={onInternalLink} />
      <p>
        <Link to="/news">{messages.news.backToList}</Link>
      </p>
    </article>
  );
}
