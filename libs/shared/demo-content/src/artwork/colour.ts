/** Colour arithmetic for the generated artwork: mixes of a product's colour with white or black. */
function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = parseInt(match?.[1] ?? '444444', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** `hex` moved `amount` (0–1) of the way to `target`. */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

/** Relative lightness 0–255 (the perceived brightness the eye sees). */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export interface ArtworkPalette {
  /** The product's own colour. */
  base: string;
  dark: string;
  light: string;
  /** The backdrop behind the product. */
  tint: string;
  halo: string;
  /** Lines drawn on the product (readable on `base`). */
  ink: string;
}

export function paletteOf(color: string): ArtworkPalette {
  const veryLight = lightness(color) > 200;
  return {
    base: color,
    dark: mix(color, '#000000', 0.35),
    light: mix(color, '#ffffff', 0.45),
    tint: veryLight ? mix(color, '#6b6b6b', 0.12) : mix(color, '#ffffff', 0.9),
    halo: veryLight ? mix(color, '#6b6b6b', 0.22) : mix(color, '#ffffff', 0.78),
    ink: lightness(color) > 150 ? '#1a1a1a' : '#ffffff',
  };
}
