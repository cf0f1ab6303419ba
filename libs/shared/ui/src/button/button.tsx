import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  /** Every size keeps a touch target of at least 44 px. */
  size?: ButtonSize;
  /**
   * Busy: shows a spinner, sets aria-busy and ignores clicks (so a submit cannot fire twice)
   * while staying focusable and keeping its name.
   */
  loading?: boolean;
  fullWidth?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  children: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };

/** With `href` the button is a link (<a>), e.g. to an external page or through a router's createLink. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLink<P extends { href?: string | undefined }>(props: P): props is P & { href: string } {
  return typeof props.href === 'string';
}

export function Button(props: ButtonProps) {
  const { variant, size, loading, fullWidth, leadingIcon, trailingIcon, children, className, ...native } = props;
  const shared = {
    className: cx(
      styles.button,
      styles[variant ?? 'primary'],
      styles[size ?? 'md'],
      fullWidth && styles.fullWidth,
      loading && styles.loading,
      className,
    ),
    'aria-busy': loading || undefined,
    children: (
      <Content leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
        {children}
      </Content>
    ),
  };

  if (isLink(native)) {
    const { onClick, ...rest } = native;
    return (
      <a
        {...rest}
        {...shared}
        aria-disabled={loading || rest['aria-disabled'] || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      />
    );
  }

  const { onClick, type = 'button', ...rest } = native;
  return (
    <button
      {...rest}
      {...shared}
      type={type}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

function Content({
  leadingIcon,
  trailingIcon,
  children,
}: Pick<ButtonOwnProps, 'leadingIcon' | 'trailingIcon' | 'children'>) {
  // While loading, the label gives way to a ring drawn by the stylesheet (.loading::after): the
  // button already says it is busy (aria-busy), and the sign-in's first screen needs no spinner code.
  return (
    <span className={styles.content}>
      {leadingIcon}
      <span>{children}</span>
      {trailingIcon}
    </span>
  );
}
