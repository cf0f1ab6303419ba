import { Skeleton, SkeletonGroup } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './skeletons.module.css';

/** A page of text loading: title, a picture when the page has one, paragraphs. */
export function PageSkeleton({ image = false }: { image?: boolean }) {
  return (
    <SkeletonGroup label={messages.loading} className={styles.page}>
      <Skeleton variant="text" width="70%" height={28} />
      {image ? <Skeleton height={180} /> : null}
      <Skeleton variant="text" lines={4} />
      <Skeleton variant="text" lines={3} />
    </SkeletonGroup>
  );
}

/** A list loading: `rows` cards of a title and two lines. */
export function ListSkeleton({ rows = 4, media = false }: { rows?: number; media?: boolean }) {
  return (
    <SkeletonGroup label={messages.loading} className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          {media ? <Skeleton width={72} height={72} /> : null}
          <div className={styles.rowText}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
