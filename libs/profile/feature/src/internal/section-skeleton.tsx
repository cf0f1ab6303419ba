import { Skeleton, SkeletonGroup } from '@cx/shared-ui';

/** What a profile section shows while its data loads (its ScreenBoundary's fallback). */
export function SectionSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton variant="text" lines={3} />
    </SkeletonGroup>
  );
}
