import type { ElementType, HTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** The element: a plain box, a landmark-free <section>, an <article> (news, product) or an <li>. */
  as?: 'div' | 'section' | 'article' | 'li';
  variant?: 'raised' | 'flat' | 'outlined';
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** A surface grouping related content. Put links and buttons inside it; it is not clickable itself. */
export function Card({
  as = 'div',
  variant = 'raised',
  padding = 'md',
  className,
  ...rest
}: CardProps) {
  const Element = as as ElementType;
  return (
    <Element
      {...rest}
      className={cx(styles.card, styles[variant], styles[`pad-${padding}`], className)}
    />
  );
}
