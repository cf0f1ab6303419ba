import { Skeleton, SkeletonGroup } from '@cx/shared-ui';
import { shopUiMessages as m } from './messages';
import styles from './product-card.module.css';
import page from './skeletons.module.css';

/** What a list looks like while it loads: the same grid, so nothing jumps when cards arrive. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGroup label={m.loading}>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton variant="block" height={140} />
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="text" width="40%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

export function ProductPageSkeleton() {
  return (
    <SkeletonGroup label={m.loading}>
      <div className={page.product}>
        <Skeleton variant="block" height={280} />
        <Skeleton variant="text" width="70%" height={28} />
        <Skeleton variant="text" lines={2} />
        <Skeleton variant="block" height={48} />
        <Skeleton variant="block" height={48} />
      </div>
    </SkeletonGroup>
  );
}
