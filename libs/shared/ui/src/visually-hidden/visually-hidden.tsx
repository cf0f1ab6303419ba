import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only (e.g. the full meaning of a bare number or an icon). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(styles.hidden, className)} />;
}
