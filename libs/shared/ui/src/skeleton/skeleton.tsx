import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'block' | 'text' | 'circle';
  /** For 'text': how many lines (the last one shorter). */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder shape. Hidden from assistive technology: wrap shapes in a SkeletonGroup. */
export function Skeleton({ variant = 'block', lines = 1, width, height, className }: SkeletonProps) {
  const style = { width, height };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={cx(styles.skeleton, styles.text)} style={{ height }} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[variant], className)}
      aria-hidden="true"
      style={style}
    />
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** What a screen reader hears instead of the shapes. */
  label?: string;
  className?: string;
}

/** A loading placeholder: one "Завантаження…" status for the whole group of shapes. */
export function SkeletonGroup({ children, label = 'Завантаження…', className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={cx(styles.group, className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
