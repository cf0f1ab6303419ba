/** What the scan screens need of a BarcodeDetector (native or the zxing-wasm ponyfill). */
export interface Detector {
  detect(source: ImageBitmapSource | HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Pack codes are QR or Data Matrix codes, or a linear barcode on older packs. */
export const PACK_FORMATS = ['qr_code', 'data_matrix', 'code_128', 'ean_13'] as const;

interface NativeDetectorClass {
  new (options?: { formats?: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector, when it has one that reads at least one pack format. */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = PACK_FORMATS.filter((format) => supported.includes(format));
    return formats.length > 0 ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

/**
 * The zxing-wasm ponyfill, loaded only where the browser has no BarcodeDetector (iOS Safari,
 * desktop Chromium on Linux and Windows). Its wasm is a build asset of our own origin: the
 * package would fetch it from a CDN by default, which the app never does. Neither the glue nor
 * the wasm is in the first screen's JavaScript, and the wasm is not precached.
 */
async function polyfillDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, globalThis.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...PACK_FORMATS] });
}

let loading: Promise<Detector> | null = null;

/** One detector for the app's lifetime; a failed load may be tried again. */
export function loadDetector(): Promise<Detector> {
  loading ??= (async () => (await nativeDetector()) ?? polyfillDetector())().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
