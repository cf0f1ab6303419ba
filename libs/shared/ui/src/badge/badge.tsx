import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './badge.module.css';

export interface BadgeProps {
  /** A number (shown as "99+" above `max`) … */
  count?: number;
  /** … or any short text ("Новинка", "−20%"). */
  children?: ReactNode;
  max?: number;
  /**
   * What the badge means for a screen reader ("3 товари в кошику"); the visible text is then
   * hidden from assistive technology. Leave it out inside a control whose label already says it.
   */
  label?: string;
  tone?: 'accent' | 'primary' | 'neutral' | 'danger' | 'success';
  className?: string;
}

export function Badge({
  count,
  children,
  max = 99,
  label,
  tone = 'accent',
  className,
}: BadgeProps) {
  const shown = count === undefined ? children : count > max ? `${max}+` : String(count);
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {label ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
