import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './icon-button.module.css';

interface IconButtonOwnProps {
  /** The accessible name (there is no visible text), e.g. "Назад", "Меню", "Закрити". */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'filled';
  /**
   * A small overlay such as <Badge count={3} />, hidden from assistive technology: put its
   * meaning into `label`, including the text it shows ("Кошик, 3 товари"; "Кошик, 99+ товарів"
   * when it shows 99+), as WCAG 2.5.3 (label in name) asks.
   */
  badge?: ReactNode;
}

export type IconButtonAsButtonProps = IconButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof IconButtonOwnProps | 'children'> & {
    href?: undefined;
  };

export type IconButtonAsLinkProps = IconButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof IconButtonOwnProps | 'children'> & { href: string };

/**
 * A 44 × 44 px control showing only an icon. With `href` it renders an <a>, so a router can wrap
 * it (TanStack Router: `createLink(IconButton)`) without this library importing the router.
 */
export type IconButtonProps = IconButtonAsButtonProps | IconButtonAsLinkProps;

export function IconButton(props: IconButtonProps) {
  const classes = cx(styles.iconButton, props.variant === 'filled' && styles.filled, props.className);
  const inner = (
    <>
      {props.icon}
      {/* The badge is visual only: `label` carries its meaning. */}
      {props.badge && (
        <span className={styles.badge} aria-hidden="true">
          {props.badge}
        </span>
      )}
    </>
  );

  if (typeof props.href === 'string') {
    const { label, icon: _icon, variant: _variant, badge: _badge, className: _c, ...rest } =
      props as IconButtonAsLinkProps;
    return (
      <a {...rest} aria-label={label} className={classes}>
        {inner}
      </a>
    );
  }
  const {
    label,
    icon: _icon,
    variant: _variant,
    badge: _badge,
    className: _c,
    type = 'button',
    ...rest
  } = props as IconButtonAsButtonProps;
  return (
    <button {...rest} type={type} aria-label={label} className={classes}>
      {inner}
    </button>
  );
}
