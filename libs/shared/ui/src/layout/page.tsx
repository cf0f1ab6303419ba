import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './layout.module.css';

export interface PageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /**
   * 'main' when the screen itself is the page's main landmark; keep 'div' when the app shell
   * already renders <main> around the route outlet.
   */
  as?: 'div' | 'main';
  /** A visible h1 at the top; leave it out when the Header carries the h1. */
  title?: ReactNode;
  /** Sticky actions at the bottom (a BottomBar). */
  bottomBar?: ReactNode;
}

/** One screen's content column: phone-width, padded, with an optional BottomBar. */
export function Page({ as: Element = 'div', title, bottomBar, className, children, ...rest }: PageProps) {
  return (
    <Element {...rest} className={cx(styles.page, className)}>
      <div className={styles.pageBody}>
        {title ? <h1 className={styles.pageTitle}>{title}</h1> : null}
        {children}
      </div>
      {bottomBar}
    </Element>
  );
}

export interface PageSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** An h2 that also names the section. */
  title?: ReactNode;
  /** Beside the title, e.g. a "Усі" link. */
  action?: ReactNode;
}

/** A titled group of content within a Page. */
export function PageSection({ title, action, className, children, ...rest }: PageSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      className={cx(styles.section, className)}
    >
      {title || action ? (
        <div className={styles.sectionHead}>
          {title ? (
            <h2 id={titleId} className={styles.sectionTitle}>
              {title}
            </h2>
          ) : null}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export interface BottomBarProps extends ComponentPropsWithRef<'div'> {
  children: ReactNode;
}

/** Sticky actions at the bottom of a Page, clear of the home indicator (safe area). */
export function BottomBar({ className, ...rest }: BottomBarProps) {
  return <div {...rest} className={cx(styles.bottomBar, className)} />;
}
