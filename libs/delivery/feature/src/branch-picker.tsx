import type { Branch } from '@cx/delivery-data-access';
import { VisuallyHidden } from '@cx/shared-ui';
import { messages as m } from './messages';
import styles from './delivery.module.css';

export interface BranchPickerProps {
  branches: Branch[];
  chosenId: string | undefined;
  /** The branch used last time (labelled so). */
  lastId: string | undefined;
  onChoose: (branch: Branch) => void;
}

/**
 * A choose-one list: native radios in a fieldset, so the group is one Tab stop and the arrow keys
 * move between branches (each checks as it is reached, as radios do).
 */
export function BranchPicker({ branches, chosenId, lastId, onChoose }: BranchPickerProps) {
  if (branches.length === 0) return null;
  return (
    <fieldset className={styles.branchGroup}>
      <legend>
        <VisuallyHidden>{m.branchChoose}</VisuallyHidden>
      </legend>
      <ul className={styles.options} role="list">
        {branches.map((branch) => (
          <li key={branch.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name="delivery-branch"
                value={branch.id}
                checked={chosenId === branch.id}
                onChange={() => onChoose(branch)}
              />
              <span>
                {lastId === branch.id ? `${m.lastBranch}: ` : ''}
                {branch.label} — {branch.address}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
