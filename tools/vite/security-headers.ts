interface SecurityHeaderOptions {
  /** The backend's origin: the only place besides our own that pages may call or load images from. */
  apiOrigin: string;
}

/**
 * Headers every deployment of the apps must send (docs/deployment.md). Vite's preview server
 * applies them, so `npm start` and the end-to-end suite run under the same policy.
 */
export function securityHeaders({ apiOrigin }: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // WebAssembly only (the zxing barcode decoder on browsers without BarcodeDetector), not eval.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), geolocation=(), microphone=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
