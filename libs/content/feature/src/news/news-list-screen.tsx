import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newsQueryOptions, type NewsSummary } from '@cx/content-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { Button, Card, EmptyState } from '@cx/shared-ui';
import { formatDate } from '@cx/shared-util-format';
import { messages } from '../messages';
import styles from './news.module.css';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

/** /news: the brand's news, newest first. */
export function NewsListScreen() {
  return (
    <BoundaryScreen
      title={messages.news.title}
      fallback={<ListSkeleton media rows={4} />}
      errorTitle={messages.news.loadError}
      content={<NewsList />}
    />
  );
}

function NewsList() {
  const { api, product } = useAppContext();
  const query = useSuspenseInfiniteQuery(newsQueryOptions(api, product));
  const news = query.data.pages.flatMap((page) => page.news);
  return (
    <NewsListView
      news={news}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
    />
  );
}

export interface NewsListViewProps {
  news: readonly NewsSummary[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
}

export function NewsListView({ news, hasMore = false, loadingMore = false, onMore }: NewsListViewProps) {
  if (news.length === 0) {
    return <EmptyState title={messages.news.empty} text={messages.news.emptyText} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={messages.news.title}>
        {news.map((item) => (
          <li key={item.id}>
            <Card as="article" padding="none" className={styles.card}>
              {item.image ? <img className={styles.image} src={item.image} alt="" loading="lazy" width={640} height={320} /> : null}
              <div className={styles.body}>
                <h2 className={styles.title}>
                  <Link to="/news/$newsId" params={{ newsId: item.id }} className={styles.link}>
                    {item.title}
                  </Link>
                </h2>
                <time className={styles.date} dateTime={item.published_at}>
                  {formatDate(item.published_at)}
                </time>
                {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" fullWidth loading={loadingMore} onClick={onMore}>
          {messages.news.more}
        </Button>
      ) : null}
    </>
  );
}
