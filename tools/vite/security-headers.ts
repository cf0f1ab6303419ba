import type { Plugin } from 'vite';
import type { InlineHashes } from './csp-hashes.ts';

interface SecurityHeaderOptions {
  /** The backend's origin: the only place besides our own that pages may call or load images from. */
  apiOrigin: string;
  /**
   * The build's inline script and style elements, allowed by their hashes (csp-hashes.ts): the
   * prerendered pages' first-paint CSS and app-start script. Never 'unsafe-inline'.
   */
  inline?: InlineHashes;
}

/**
 * Headers every deployment of the apps must send (docs/deployment.md). Vite's preview server
 * applies them, so `npm start` and the end-to-end suite run under the same policy.
 */
export function securityHeaders({ apiOrigin, inline = { script: [], style: [] } }: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // WebAssembly only (the zxing barcode decoder on browsers without BarcodeDetector), not eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...inline.script].join(' '),
    ["style-src 'self'", ...inline.style].join(' '),
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

/**
 * `vite preview` sends `headers()` with every response, asked for each one: the policy names the
 * hashes of the build being served, which a rebuild changes while the server runs.
 */
export function previewSecurityHeaders(headers: () => Record<string, string>): Plugin {
  return {
    name: 'cx-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers())) response.setHeader(name, value);
        next();
      });
    },
  };
}
