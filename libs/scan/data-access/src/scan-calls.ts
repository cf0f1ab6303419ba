import { toApiError, unwrap, type ApiClient, type MultiScanResult, type ProductKey, type ScanCodeResult } from '@cx/api-client';
import type { QueuedScan } from './scan-queue';

type ScanCallsApi = Pick<ApiClient, 'POST'>;

/** The contract's limits for the multi-scan photo: 5 MB decoded, 7,000,000 base64 characters. */
export const MULTI_SCAN_MAX_BYTES = 5 * 1024 * 1024;
export const MULTI_SCAN_MAX_BASE64 = 7_000_000;
export const MULTI_SCAN_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MultiScanMime = (typeof MULTI_SCAN_MIME_TYPES)[number];

/** One queued scan to POST /api/x/scan/code, with the key it was queued with. */
export function submitScanCode(api: ScanCallsApi, scan: QueuedScan): Promise<ScanCodeResult> {
  return unwrap(
    api.POST('/api/x/scan/code', {
      params: { header: { 'Idempotency-Key': scan.key } },
      body: { code: scan.code, product: scan.product, scanned_at: scan.scannedAt, source: scan.source },
    }),
  );
}

type FetchLike = (request: Request) => Promise<Response>;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * fetch() cannot report upload progress; XMLHttpRequest can. This sends the Request the api
 * client built (its middleware has already added the API key and the bearer), so the upload keeps
 * every rule of the client and only gains progress events.
 */
export function xhrFetch(onUploadProgress: (fraction: number) => void, timeoutMs = 120_000): FetchLike {
  return async (request) => {
    const body = await request.text();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new DOMException('Upload timed out', 'TimeoutError'));
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

export interface MultiScanUpload {
  /** Base64 without a data-URL prefix, at most MULTI_SCAN_MAX_BASE64 characters. */
  image: string;
  mime: MultiScanMime;
  product: ProductKey;
}

/**
 * The multi-scan photo (spec §5: sent as base64) to the contract's upload. Progress runs 0 → 1
 * while the bytes go out; recognition follows before the answer.
 */
export function uploadMultiScan(
  api: ScanCallsApi,
  upload: MultiScanUpload,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<MultiScanResult> {
  if (upload.image.length > MULTI_SCAN_MAX_BASE64) {
    return Promise.reject(new RangeError('multi-scan image over the contract limit'));
  }
  const onProgress = options.onProgress ?? (() => undefined);
  const fetch = options.fetch ?? (typeof XMLHttpRequest === 'undefined' ? undefined : xhrFetch(onProgress));
  return unwrap(
    api.POST('/api/x/scan/multi', {
      body: upload,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(fetch ? { fetch } : {}),
    }),
  );
}

export interface ManagerInput {
  shopifyId: number;
  /** The sales manager's id, e.g. from /scanning?manager=42. */
  manager: string;
  /** Where the customer came from (manager type), e.g. qr. */
  managerFrom: string;
  brand: ProductKey;
}

/** save-manager: remembers which sales manager brought the customer to scanning. */
export async function saveManager(api: ScanCallsApi, input: ManagerInput): Promise<void> {
  await unwrap(
    api.POST('/api/scan/save-manager', {
      body: { shopify_id: input.shopifyId, manager: input.manager, manager_from: input.managerFrom, brand: input.brand },
    }),
  );
}

/** Why a multi-scan upload failed, in the terms the screen explains. */
export type UploadFailure = { kind: 'too-large' | 'rate-limited' | 'network' } | { kind: 'refused'; message: string | undefined };

export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof RangeError) return { kind: 'too-large' };
  const failure = toApiError(error);
  if (failure.status === 413) return { kind: 'too-large' };
  if (failure.status === 429) return { kind: 'rate-limited' };
  if (failure.kind !== 'http' || (failure.status !== null && failure.status >= 500)) return { kind: 'network' };
  return { kind: 'refused', message: failure.body?.message };
}
