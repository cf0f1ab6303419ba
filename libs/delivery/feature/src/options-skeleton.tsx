import { Skeleton, SkeletonGroup } from '@cx/shared-ui';

/** Where a list of options will be: a few option-sized shapes, announced once. */
export function OptionsSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <SkeletonGroup label={label}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={44} />
        ))}
      </SkeletonGroup>
    </div>
  );
}
