import { Button } from '@cx/shared-ui';
import styles from './auth.module.css';

export interface AuthFormActionsProps {
  submitLabel: string;
  sending: boolean;
  /** The other way on (sign in instead, register instead), offered only when given. */
  secondary?: { label: string; onClick: () => void };
}

/** An auth form's buttons: its submit, and below it the other way on when there is one. */
export function AuthFormActions({ submitLabel, sending, secondary }: AuthFormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" fullWidth size="lg" loading={sending}>
        {submitLabel}
      </Button>
      {secondary ? (
        <Button variant="secondary" fullWidth onClick={secondary.onClick}>
          {secondary.label}
        </Button>
      ) : null}
    </div>
  );
}
