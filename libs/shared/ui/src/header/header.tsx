import { useRef, type ReactNode } from 'react';
import { useReserveEdge } from '../a11y/sticky-edges';
import { cx } from '../internal/cx';
import styles from './header.module.css';

export interface HeaderProps {
  title?: ReactNode;
  /** Element of the title; use 'h1' when the header names the screen (the default). */
  titleAs?: 'h1' | 'p';
  /** Brand logo, shown before the title. Give it an accessible name (alt/aria-label). */
  logo?: ReactNode;
  /**
   * The back control: a <BackButton href|onClick> (back-button.tsx), or the app's own element
   * (a `createLink(IconButton)` Link: the UI library cannot import the router). Left out on
   * screens with no back arrow (auth, registration, is18, home).
   */
  back?: ReactNode;
  /** Buttons on the right, e.g. cart and menu IconButtons. */
  actions?: ReactNode;
  /** 'brand' uses the header colours of the palette, 'light' the page background. */
  tone?: 'brand' | 'light';
  sticky?: boolean;
  className?: string;
}

export function Header({
  title,
  titleAs: Title = 'h1',
  logo,
  back,
  actions,
  tone = 'brand',
  sticky = true,
  className,
}: HeaderProps) {
  // A sticky header covers the top: its height becomes scroll padding (2.4.11).
  const own = useRef<HTMLElement>(null);
  useReserveEdge(own, 'top', sticky);

  return (
    <header ref={own} className={cx(styles.header, styles[tone], sticky && styles.sticky, className)}>
      <div className={styles.start}>{back}</div>
      <div className={styles.middle}>
        {logo ? <span className={styles.logo}>{logo}</span> : null}
        {title ? <Title className={styles.title}>{title}</Title> : null}
      </div>
      <div className={styles.end}>{actions}</div>
    </header>
  );
}
