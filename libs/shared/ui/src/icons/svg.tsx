import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size (or any CSS length) of the square icon. */
  size?: number | string;
  /**
   * An accessible name. Without it the icon is decorative (hidden from assistive technology),
   * which is right whenever text next to it says the same thing.
   */
  title?: string;
}

/*
 * Every icon is its own function component (no lookup table, no factory call at module level)
 * so a bundle keeps only the icons it renders.
 */
export function Svg({ size = 24, title, children, ...rest }: IconProps & { children: ReactNode }) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon=""
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {children}
    </svg>
  );
}
