import { MULTI_SCAN_MAX_BASE64, MULTI_SCAN_MAX_BYTES, MULTI_SCAN_MIME_TYPES, type MultiScanMime } from '@cx/scan-data-access';

export interface PreparedImage {
  /** Base64 without the data-URL prefix (spec §5: the image is sent as base64). */
  base64: string;
  mime: MultiScanMime;
  bytes: number;
}

export type ImageProblem = 'too-large' | 'unsupported';

export class ImagePreparationError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`multi-scan image: ${problem}`);
  }
}

/** Re-encodes a photo smaller; rejects when the browser cannot decode it. */
export type Compress = (file: Blob, maxSide: number, quality: number) => Promise<Blob>;

const isAllowed = (mime: string): mime is MultiScanMime => (MULTI_SCAN_MIME_TYPES as readonly string[]).includes(mime);

/** Phone photos are 3–12 MB; these steps bring nearly all under the limit and keep codes legible. */
const STEPS: readonly [maxSide: number, quality: number][] = [
  [2560, 0.85],
  [1920, 0.8],
  [1280, 0.75],
];

export const compressWithCanvas: Compress = async (file, maxSide, quality) => {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', quality),
    );
  } finally {
    bitmap.close();
  }
};

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The photo as the multi-scan upload takes it: JPEG, PNG or WebP of at most 5 MB (7,000,000 base64
 * characters). A larger photo, or another format (HEIC), is re-encoded as JPEG, smaller each step,
 * before the customer is told it is too large.
 */
export async function prepareMultiScanImage(
  file: Blob,
  options: { compress?: Compress; maxBytes?: number } = {},
): Promise<PreparedImage> {
  const compress = options.compress ?? compressWithCanvas;
  const maxBytes = options.maxBytes ?? MULTI_SCAN_MAX_BYTES;
  let blob = file;
  let mime = file.type;
  if (!isAllowed(mime) || blob.size > maxBytes) {
    let converted: Blob | null = null;
    for (const [maxSide, quality] of STEPS) {
      try {
        converted = await compress(file, maxSide, quality);
      } catch {
        throw new ImagePreparationError(isAllowed(mime) ? 'too-large' : 'unsupported');
      }
      if (converted.size <= maxBytes) break;
    }
    if (!converted || converted.size > maxBytes) throw new ImagePreparationError('too-large');
    blob = converted;
    mime = 'image/jpeg';
  }
  if (!isAllowed(mime)) throw new ImagePreparationError('unsupported');
  const base64 = await blobToBase64(blob);
  if (base64.length > MULTI_SCAN_MAX_BASE64) throw new ImagePreparationError('too-large');
  return { base64, mime, bytes: blob.size };
}
