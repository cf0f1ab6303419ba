import { useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useReserveEdge } from '../a11y/sticky-edges';
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

/**
 * Sticky actions at the bottom of a Page, clear of the home indicator (safe area). Its height is
 * reserved as scroll padding, so a control focused by Tab never ends up hidden under it.
 */
export function BottomBar({ className, ref, ...rest }: BottomBarProps) {
  const own = useRef<HTMLDivElement>(null);
  useReserveEdge(own, 'bottom');
  return (
    <div
      {...rest}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
        return undefined;
      }}
      className={cx(styles.bottomBar, className)}
    />
  );
}
