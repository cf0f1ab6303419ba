import type { ApiConfig } from '../config.ts';
import type { Shop } from '../lib/session.ts';
import { sha256 } from '../lib/crypto.ts';
import { makePackCode } from '../lib/pack-code.ts';

/** A multi-scan photo as the recognition service is sent it. */
export interface RecognitionInput {
  uploadId: string;
  /** Whose photo (never sent to a service: the stand-in's development switch reads it). */
  personId: number;
  shop: Shop;
  /** The image in base64 (spec §5), as the app sent it. */
  image: string;
  mime: string;
}

/**
 * What a recognition service said of one photo: the pack codes it read, or nothing yet (not
 * configured, still working, unreachable). Codes it returns are checked like single scans before
 * any XP; a photo that stays pending is tried again later (MultiScanService.drain).
 */
export type Recognition = { status: 'recognised'; codes: string[] } | { status: 'pending' };

export interface Recogniser {
  /** Where photos go: the pending queue is drained only when photos can be read later. */
  readonly kind: 'service' | 'development' | 'none';
  recognise(input: RecognitionInput): Promise<Recognition>;
}

/** At most this many codes of one photo are looked at (a photo shows a few packs, not hundreds). */
export const MAX_CODES_PER_PHOTO = 50;

const PENDING: Recognition = { status: 'pending' };

/** Production without a recognition service: every photo waits (nothing is ever credited here). */
export const noRecognition: Recogniser = { kind: 'none', recognise: async () => PENDING };

/**
 * Development only: "recognises" 1–3 valid codes derived from the photo's hash, so the same photo
 * twice finds the same codes (duplicates the second time). `keepsPending` lets a development
 * customer see the pending path (the `[recognition:pending]` note, apps/api/README.md).
 */
export function developmentRecognition(packCodeSecret: string, keepsPending: (personId: number, shop: Shop) => Promise<boolean>): Recogniser {
  return {
    kind: 'development',
    async recognise({ personId, shop, image }) {
      if (await keepsPending(personId, shop)) return PENDING;
      const digest = sha256(image);
      const n = 1 + (parseInt(digest.slice(0, 2), 16) % 3);
      const codes = Array.from({ length: n }, (_, i) => makePackCode(`MS${digest.slice(i * 10, i * 10 + 10).toUpperCase()}`, packCodeSecret));
      return { status: 'recognised', codes };
    },
  };
}

/**
 * A recognition service over HTTP (docs/deployment.md): POST `url` with the bearer `token` and
 * `{ upload_id, image, mime }`; 200 `{ codes: string[] }` is the answer, 202 means "not yet".
 * Anything else, a malformed answer or no answer within `timeoutMs` leaves the photo pending.
 */
export function serviceRecognition(options: { url: string; token: string; timeoutMs: number; fetch?: typeof fetch }): Recogniser {
  const send = options.fetch ?? fetch;
  return {
    kind: 'service',
    async recognise({ uploadId, image, mime }) {
      try {
        const res = await send(options.url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ upload_id: uploadId, image, mime }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        if (res.status !== 200) return PENDING;
        const answer = (await res.json()) as { codes?: unknown };
        if (!Array.isArray(answer.codes) || !answer.codes.every((c): c is string => typeof c === 'string' && c.length <= 64)) return PENDING;
        return { status: 'recognised', codes: answer.codes.slice(0, MAX_CODES_PER_PHOTO) };
      } catch {
        return PENDING;
      }
    },
  };
}

/** The recogniser a configuration asks for: the service when set, else the stand-in only in development. */
export function recogniserFor(config: ApiConfig, keepsPending: (personId: number, shop: Shop) => Promise<boolean>): Recogniser {
  const { url, token, timeoutMs } = config.recognition;
  if (url) return serviceRecognition({ url, token, timeoutMs });
  return config.mode === 'development' ? developmentRecognition(config.packCodeSecret, keepsPending) : noRecognition;
}
