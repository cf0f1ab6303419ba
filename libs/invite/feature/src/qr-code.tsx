import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** The accessible name, e.g. "QR-код посилання …". */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A QR code as one SVG path (no canvas, no innerHTML): dark modules on white with a quiet zone,
 * whatever the brand's palette, so every camera reads it.
 */
export function QrCode({ value, label, size = 200, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="invite-qr"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
