import type { CSSProperties, ElementType, HTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx';
import styles from './layout.module.css';
import { spaceVar, type Space } from './spacing';

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const alignValue = (align: Align | undefined) =>
  align === 'start' || align === 'end' ? `flex-${align}` : align;
const justifyValue = (justify: Justify | undefined) =>
  justify === 'between' ? 'space-between' : justify === 'start' || justify === 'end' ? `flex-${justify}` : justify;

interface FlowProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'form' | 'nav';
  gap?: Space;
  align?: Align;
  justify?: Justify;
}

/** Children in a column with an even gap from the spacing scale. */
export function Stack({ as = 'div', gap = 3, align, justify, className, style, ...rest }: FlowProps) {
  const Element = as as ElementType;
  return (
    <Element
      {...rest}
      className={cx(styles.stack, className)}
      style={{ gap: spaceVar(gap), alignItems: alignValue(align), justifyContent: justifyValue(justify), ...style } as CSSProperties}
    />
  );
}

export interface InlineProps extends FlowProps {
  /** Wrap onto more lines when there is no room (default). */
  wrap?: boolean;
}

/** Children in a row (wrapping by default) with an even gap. */
export function Inline({
  as = 'div',
  gap = 2,
  align = 'center',
  justify,
  wrap = true,
  className,
  style,
  ...rest
}: InlineProps) {
  const Element = as as ElementType;
  return (
    <Element
      {...rest}
      className={cx(styles.inline, !wrap && styles.nowrap, className)}
      style={{ gap: spaceVar(gap), alignItems: alignValue(align), justifyContent: justifyValue(justify), ...style } as CSSProperties}
    />
  );
}
