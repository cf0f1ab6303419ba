import { paletteOf } from './colour';
import { DRAWINGS, type ArtworkKind } from './drawings';

/**
 * The picture of a product: its kind's drawing in the product's colour on a soft backdrop of the
 * same hue. An SVG document (the backend serves it as image/svg+xml; stories use artworkDataUri).
 */
export function productArtwork(kind: ArtworkKind, color: string, size = 600): string {
  const p = paletteOf(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="${p.tint}"/>` +
    `<circle cx="300" cy="290" r="230" fill="${p.halo}"/>` +
    `<ellipse cx="300" cy="510" rx="190" ry="22" fill="#000000" fill-opacity="0.08"/>` +
    DRAWINGS[kind](p) +
    `</svg>`
  );
}

/** The artwork as a data: URI, for stories and tests that have no backend to ask. */
export function artworkDataUri(kind: ArtworkKind, color: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(productArtwork(kind, color))}`;
}
