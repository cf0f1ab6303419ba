import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import { ChevronRightIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import styles from './list-item.module.css';

export interface ListProps extends ComponentPropsWithRef<'ul'> {
  /** Hairlines between the items. */
  divided?: boolean;
}

/** The <ul> around ListItems (list-style off, list semantics kept). */
export function List({ divided = true, className, ...rest }: ListProps) {
  // role="list" keeps list semantics in Safari, which drops them with list-style: none.
  return (
    <ul role="list" {...rest} className={cx(styles.list, divided && styles.divided, className)} />
  );
}

/** What a custom link (e.g. a router Link) receives from `renderLink`. */
export interface ListItemLinkProps {
  className: string;
  children: ReactNode;
}

export interface ListItemProps {
  title: ReactNode;
  subtitle?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** Show a chevron after `trailing`; on by default for links and buttons. */
  chevron?: boolean;
  /** A plain link … */
  href?: string;
  target?: string;
  rel?: string;
  /** … or a button … */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /**
   * … or your own link element, so this library needs no router:
   * `renderLink={(p) => <Link to="/news" {...p} />}`.
   */
  renderLink?: (props: ListItemLinkProps) => ReactNode;
  className?: string;
}

/** One row of a List (an <li>): static, a link or a button, with 56 px minimum height. */
export function ListItem({
  title,
  subtitle,
  leading,
  trailing,
  chevron,
  href,
  target,
  rel,
  onClick,
  disabled,
  renderLink,
  className,
}: ListItemProps) {
  const interactive = Boolean(renderLink || href !== undefined || onClick);
  const showChevron = chevron ?? interactive;
  const rowClass = cx(styles.row, interactive && styles.interactive);
  const content = (
    <>
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {/* The space keeps "title subtitle" apart in the accessible name; flex layout ignores it. */}
        {subtitle ? ' ' : null}
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
      {trailing ? ' ' : null}
      {trailing || showChevron ? (
        <span className={styles.trailing}>
          {trailing}
          {showChevron ? <ChevronRightIcon size={20} /> : null}
        </span>
      ) : null}
    </>
  );

  let row: ReactNode;
  if (renderLink) {
    row = renderLink({ className: rowClass, children: content });
  } else if (href !== undefined) {
    row = (
      <a href={href} target={target} rel={rel} className={rowClass}>
        {content}
      </a>
    );
  } else if (onClick) {
    row = (
      <button type="button" onClick={onClick} disabled={disabled} className={rowClass}>
        {content}
      </button>
    );
  } else {
    row = <div className={rowClass}>{content}</div>;
  }

  return <li className={cx(styles.item, className)}>{row}</li>;
}
