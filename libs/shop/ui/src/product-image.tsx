import { cx } from './cx';
import styles from './product-image.module.css';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Rendered box in CSS pixels; the width/height attributes reserve the space (no layout shift). */
  size?: number;
  /** Above the fold (first cards, the product page): loaded at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A square product picture: sized so nothing jumps, lazy unless it is what the screen opens on. */
export function ProductImage({ src, alt, size = 160, priority = false, className }: ProductImageProps) {
  if (!src) {
    return <span className={cx(styles.image, styles.placeholder, className)} style={{ width: size, height: size }} aria-hidden="true" />;
  }
  return (
    <img
      className={cx(styles.image, className)}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
