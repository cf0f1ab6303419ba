import { cx } from '../internal/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; defaults to "Завантаження…". */
  label?: string;
  /**
   * Purely visual (no status role, no text), for a spinner inside a control that already says
   * it is busy, such as a Button with aria-busy.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = 'Завантаження…',
  decorative = false,
  className,
}: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, styles[size], className)}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!decorative && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
