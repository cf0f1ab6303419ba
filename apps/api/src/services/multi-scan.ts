import { randomUUID } from 'node:crypto';
import type { ApiConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { E } from '../lib/errors.ts';
import { isValidPackCode, normalizePackCode } from '../lib/pack-code.ts';
import type { Session, Shop } from '../lib/session.ts';
import type { Repositories } from '../repositories/index.ts';
import { personLock } from './idempotency.ts';
import type { PendingUpload } from '../repositories/scan-uploads.ts';
import type { ScanRow } from '../repositories/scans.ts';
import type { Recogniser, Recognition } from './recognition.ts';
import { creditCode, recordUncredited } from './scan-credit.ts';

export interface UploadOutcome {
  uuid: string;
  status: 'recognised' | 'pending';
  codes: ScanRow[];
}

/** The development switch: a customer whose note carries this has their photos kept pending. */
export const PENDING_NOTE_MARKER = '[recognition:pending]';

/**
 * Multi-scan photos (spec §7: a separate recognition service reads them). Every photo is stored
 * as pending first; XP comes only for codes the recogniser returns that pass the pack-code check
 * of a single scan. Without a recogniser that can answer (production with no service), photos stay
 * pending and the customer is told so; a service that answers later is asked again by `drain`.
 */
export class MultiScanService {
  constructor(
    private readonly repos: Repositories,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly recogniser: Recogniser,
  ) {}

  get drainsLater(): boolean {
    return this.recogniser.kind === 'service';
  }

  async upload(session: Session, shop: Shop, image: string, mime: string): Promise<UploadOutcome> {
    const { repos } = this;
    const now = this.clock.now();
    const uuid = randomUUID();
    // Counted and written under the person's lock: photos sent to two instances at once both count.
    await repos.transaction(async () => {
      if ((await repos.scanUploads.countSince(session.personId, now - 60_000)) >= this.config.limits.uploadsPerMinute) {
        throw E.rateLimited('Забагато сканувань. Зачекай хвилину', 60);
      }
      if ((await repos.scanUploads.pendingCount(session.personId)) >= this.config.limits.pendingUploads) {
        throw E.rateLimited('Попередні фото ще перевіряються. Спробуй пізніше', 3600);
      }
      await repos.scanUploads.insert({ uuid, personId: session.personId, shop, mime, image, at: now });
      await recordUncredited(repos, now, { personId: session.personId, shop, code: null, status: 'pending', scannedAt: now, uploadUuid: uuid });
    }, personLock(session.personId));
    const answer = await this.recogniser.recognise({ uploadId: uuid, personId: session.personId, shop, image, mime });
    const codes = await this.settle({ uuid, person_id: session.personId, shop, created_at: now }, answer);
    return codes ? { uuid, status: 'recognised', codes } : { uuid, status: 'pending', codes: [] };
  }

  /** Asks the recogniser again about photos still pending; returns how many it has now read. */
  async drain(limit = 20): Promise<number> {
    let read = 0;
    for (const upload of await this.repos.scanUploads.pending(limit)) {
      await this.repos.scanUploads.markTried(upload.uuid);
      const answer = await this.recogniser.recognise({ uploadId: upload.uuid, personId: upload.person_id, shop: upload.shop, image: upload.image, mime: upload.mime });
      if (await this.settle(upload, answer)) read++;
    }
    return read;
  }

  /**
   * Credits what the recogniser read, once: the upload's pending entry gives way to one entry per
   * code (accepted, duplicate, or rejected when it fails the check). Null while still pending.
   */
  private async settle(upload: Pick<PendingUpload, 'uuid' | 'person_id' | 'shop' | 'created_at'>, answer: Recognition): Promise<ScanRow[] | null> {
    if (answer.status !== 'recognised') return null;
    const { repos } = this;
    const now = this.clock.now();
    const scan = { personId: upload.person_id, shop: upload.shop, scannedAt: upload.created_at, uploadUuid: upload.uuid };
    return repos.transaction(async () => {
      if (!(await repos.scanUploads.markRecognised(upload.uuid, now))) return [];
      await repos.scanUploads.dropPendingScan(upload.uuid);
      const seen = new Set<string>();
      const rows: ScanRow[] = [];
      for (const raw of answer.codes) {
        const code = normalizePackCode(raw);
        if (seen.has(code)) continue;
        seen.add(code);
        rows.push(
          isValidPackCode(code, this.config.packCodeSecret)
            ? await creditCode(repos, now, { ...scan, code, source: 'multi' })
            : await recordUncredited(repos, now, { ...scan, code: /^[A-Z0-9]{1,64}$/.test(code) ? code : null, status: 'rejected' }),
        );
      }
      return rows;
    });
  }
}
