import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../spinner/spinner';
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

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

export function Button(props: ButtonProps) {
  const classes = cx(
    styles.button,
    styles[props.variant ?? 'primary'],
    styles[props.size ?? 'md'],
    props.fullWidth && styles.fullWidth,
    props.loading && styles.loading,
    props.className,
  );

  if (isLink(props)) {
    const {
      variant: _variant,
      size: _size,
      loading,
      fullWidth: _fullWidth,
      leadingIcon,
      trailingIcon,
      children,
      className: _className,
      onClick,
      ...rest
    } = props;
    return (
      <a
        {...rest}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={loading || rest['aria-disabled'] || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        <Content loading={loading} leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
          {children}
        </Content>
      </a>
    );
  }

  const {
    variant: _variant,
    size: _size,
    loading,
    fullWidth: _fullWidth,
    leadingIcon,
    trailingIcon,
    children,
    className: _className,
    onClick,
    type = 'button',
    ...rest
  } = props;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <Content loading={loading} leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
        {children}
      </Content>
    </button>
  );
}

function Content({
  loading,
  leadingIcon,
  trailingIcon,
  children,
}: Pick<ButtonOwnProps, 'loading' | 'leadingIcon' | 'trailingIcon' | 'children'>) {
  return (
    <>
      {loading && <Spinner decorative size="sm" className={styles.spinner} />}
      <span className={styles.content}>
        {leadingIcon}
        <span>{children}</span>
        {trailingIcon}
      </span>
    </>
  );
}
