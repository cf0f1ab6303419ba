import type { BrandConfig } from './brand-config';
import { useBrand } from './brand-context';

export interface BrandLogoProps {
  /** Height in px; the width follows the logo's proportions. */
  height?: number;
  /** The logo drawn (the current brand's when left out). */
  logo?: BrandConfig['logo'];
  /** Decorative when text beside it already names the brand. */
  decorative?: boolean;
  className?: string;
}

/**
 * The brand's mark from its config: inline SVG, so it is in the prerendered HTML and costs no
 * request. Text shapes take the surrounding colour (the header's), accent shapes the brand accent.
 */
export function BrandLogo({ height = 28, logo, decorative = false, className }: BrandLogoProps) {
  const brand = useBrand();
  const mark = logo ?? brand.logo;
  const [, , w = '1', h = '1'] = mark.viewBox.split(' ');
  const width = Math.round((Number(w) / Number(h)) * height);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={mark.viewBox}
      width={width}
      height={height}
      className={className}
      focusable="false"
      data-brand-logo={brand.id}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': mark.label })}
    >
      {mark.shapes.map((shape, index) => {
        const colour = shape.tone === 'accent' ? 'var(--cx-color-logo-accent)' : 'currentColor';
        return shape.stroke === undefined ? (
          <path key={index} d={shape.d} fill={colour} />
        ) : (
          <path
            key={index}
            d={shape.d}
            fill="none"
            stroke={colour}
            strokeWidth={shape.stroke}
            strokeLinecap={mark.linecap}
            strokeLinejoin={mark.linecap === 'round' ? 'round' : 'miter'}
          />
        );
      })}
    </svg>
  );
}
