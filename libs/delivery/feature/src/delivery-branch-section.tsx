import { PageSection, Stack, TextField } from '@cx/shared-ui';
import { branchRef, type Branch } from '@cx/delivery-data-access';
import { BranchPicker } from './branch-picker';
import type { DeliveryViewProps } from './delivery-screen';
import { messages as m } from './messages';
import { LoadFailed } from './load-failed';
import { OptionsSkeleton } from './options-skeleton';

type DeliveryBranchSectionProps = Pick<
  DeliveryViewProps,
  'delivery' | 'errors' | 'lastBranch' | 'branchQuery' | 'branchesLoaded' | 'branchesFailed' | 'branchesLoading' | 'onRetryBranches' | 'onUpdate' | 'onBranchQueryChange'
> & {
  /** The branches found, the one used last time first. */
  branches: Branch[];
};

/** The branch in the chosen city: searched for by number or address and picked. */
export function DeliveryBranchSection(props: DeliveryBranchSectionProps) {
  const { delivery, errors } = props;
  return (
    <PageSection title={m.branch}>
      <Stack gap={2}>
        {delivery.branch ? <strong data-testid="delivery-branch">{delivery.branch.label}</strong> : null}
        <TextField
          label={m.branchSearch}
          name="branch"
          autoComplete="off"
          value={props.branchQuery}
          onChange={(event) => props.onBranchQueryChange(event.target.value)}
          error={errors.branch}
        />
        <BranchPicker
          branches={props.branches}
          chosenId={delivery.branch?.id}
          lastId={props.lastBranch?.id}
          onChoose={(branch) => props.onUpdate({ branch: branchRef(branch) })}
        />
        {props.branchesLoading ? <OptionsSkeleton label={m.loadingBranches} testId="branches-loading" /> : null}
        {props.branchesLoaded && props.branches.length === 0 ? <p>{m.noBranches}</p> : null}
        {props.branchesFailed ? <LoadFailed onRetry={props.onRetryBranches} /> : null}
      </Stack>
    </PageSection>
  );
}
