import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, type ScanCodeResult } from '@cx/api-client';
import { createMemoryStorage, STORAGE_KEYS } from '@cx/shared-util-storage';
import { createScanQueue, type QueuedScan, type SubmitScan } from './scan-queue';

function keys() {
  let n = 0;
  return () => `scan-key-${++n}`;
}

const result = (scan: QueuedScan, balance = 10): ScanCodeResult => ({
  scan: {
    uuid: '00000000-0000-4000-8000-000000000000',
    code: scan.code,
    status: 'accepted',
    coins: 10,
    source: scan.source,
    created_at: scan.scannedAt,
    image: null,
  },
  credited: 10,
  balance,
});

const networkDown = () => new ApiClientError({ kind: 'network' });
const http = (status: number, errorType: string) =>
  new ApiClientError({ kind: 'http', status, body: { message: errorType, errorType, statusCode: status } });

/**
 * A fake server that credits each code once, replays a key it has seen (like the contract's
 * Idempotency-Key), and can "lose" an answer after it has credited — the case that makes a naive
 * retry count twice.
 */
function fakeServer() {
  const byKey = new Map<string, ScanCodeResult>();
  const credited: string[] = [];
  let online = true;
  let loseNextAnswer = false;
  const submit = vi.fn<SubmitScan>(async (scan) => {
    await Promise.resolve();
    if (!online) throw networkDown();
    const seen = byKey.get(scan.key);
    if (seen) return seen;
    if (credited.includes(scan.code)) throw http(409, 'scan_duplicate');
    credited.push(scan.code);
    const answer = result(scan, credited.length * 10);
    byKey.set(scan.key, answer);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw networkDown();
    }
    return answer;
  });
  return {
    submit,
    credited,
    setOnline: (value: boolean) => (online = value),
    loseNextAnswer: () => (loseNextAnswer = true),
  };
}

describe('offline scan queue', () => {
  it('keeps scans made offline and sends them once the connection is back', async () => {
    const storage = createMemoryStorage();
    const queue = createScanQueue({ storage, newKey: keys() });
    const server = fakeServer();
    server.setOnline(false);

    queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    queue.enqueue({ code: 'GLOTEST00022', product: 'glo', source: 'manual' });
    const offline = await queue.sync('glo', server.submit);
    expect(offline.map((outcome) => outcome.kind)).toEqual(['kept']);
    expect(queue.list()).toHaveLength(2);
    // It survives a reload: a new queue over the same storage sees both.
    expect(createScanQueue({ storage }).list().map((scan) => scan.code)).toEqual(['GLOTEST00014', 'GLOTEST00022']);

    server.setOnline(true);
    const online = await queue.sync('glo', server.submit);
    expect(online.map((outcome) => outcome.kind)).toEqual(['credited', 'credited']);
    expect(server.credited).toEqual(['GLOTEST00014', 'GLOTEST00022']);
    expect(queue.list()).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.scanQueue)).toBeNull();
  });

  it('does not queue a waiting code twice (spelling aside)', () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    const first = queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    const again = queue.enqueue({ code: 'glo-test-00014', product: 'glo', source: 'manual' });
    expect(again).toEqual(first);
    expect(queue.list()).toHaveLength(1);
  });

  it('credits nothing twice when syncs overlap (online event and screen at once)', async () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    const server = fakeServer();
    queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    queue.enqueue({ code: 'GLOTEST00022', product: 'glo', source: 'camera' });

    const [a, b, c] = await Promise.all([
      queue.sync('glo', server.submit),
      queue.sync('glo', server.submit),
      queue.sync('glo', server.submit),
    ]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(server.submit).toHaveBeenCalledTimes(2);
    expect(server.credited).toEqual(['GLOTEST00014', 'GLOTEST00022']);
  });

  it('retries a lost answer with the same key, so the server replays instead of crediting again', async () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    const server = fakeServer();
    const scan = queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    server.loseNextAnswer();

    expect((await queue.sync('glo', server.submit)).map((outcome) => outcome.kind)).toEqual(['kept']);
    expect(queue.list()).toEqual([{ ...scan, attempts: 1 }]);

    const [outcome] = await queue.sync('glo', server.submit);
    expect(outcome?.kind).toBe('credited');
    expect(server.submit.mock.calls.map(([sent]) => sent.key)).toEqual([scan.key, scan.key]);
    expect(server.credited).toEqual(['GLOTEST00014']);
    expect(queue.list()).toEqual([]);
  });

  it('drops a code that was already credited or is not a pack code, and goes on', async () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    const submit = vi.fn<SubmitScan>(async (scan) => {
      if (scan.code === 'TAKEN00001') throw http(409, 'scan_duplicate');
      if (scan.code === 'BOGUS00001') throw http(422, 'scan_invalid');
      return result(scan);
    });
    queue.enqueue({ code: 'TAKEN00001', product: 'glo', source: 'camera' });
    queue.enqueue({ code: 'BOGUS00001', product: 'glo', source: 'manual' });
    queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    const outcomes = await queue.sync('glo', submit);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['duplicate', 'rejected', 'credited']);
    expect(queue.list()).toEqual([]);
  });

  it('keeps a scan the server is still working on, or refused for now', async () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    for (const error of [http(409, 'idempotency_in_progress'), http(429, 'rate_limited'), http(503, 'internal')]) {
      queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
      const [outcome] = await queue.sync('glo', async () => {
        throw error;
      });
      expect(outcome?.kind).toBe('kept');
      expect(queue.list()).toHaveLength(1);
    }
  });

  it('does not lose a scan queued while a sync is running', async () => {
    const storage = createMemoryStorage();
    const queue = createScanQueue({ storage, newKey: keys() });
    const server = fakeServer();
    queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    const running = queue.sync('glo', async (scan) => {
      if (scan.code === 'GLOTEST00014') queue.enqueue({ code: 'GLOTEST00022', product: 'glo', source: 'camera' });
      return server.submit(scan);
    });
    const outcomes = await running;
    expect(outcomes.map((outcome) => outcome.scan.code)).toEqual(['GLOTEST00014', 'GLOTEST00022']);
    expect(queue.list()).toEqual([]);
  });

  it('sends only the brand’s own scans and ignores a corrupt entry', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.scanQueue]: JSON.stringify([
        { key: 'k1', code: 'OGOTEST0001', product: 'ogo', scannedAt: '2026-11-01T10:00:00.000Z', source: 'camera', attempts: 0 },
        { nonsense: true },
      ]),
    });
    const queue = createScanQueue({ storage, newKey: keys() });
    const submit = vi.fn<SubmitScan>(async (scan) => result(scan));
    expect(await queue.sync('glo', submit)).toEqual([]);
    expect(submit).not.toHaveBeenCalled();
    expect(queue.list().map((scan) => scan.key)).toEqual(['k1']);
  });

  it('tells subscribers about every change', () => {
    const queue = createScanQueue({ storage: createMemoryStorage(), newKey: keys() });
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.enqueue({ code: 'GLOTEST00014', product: 'glo', source: 'camera' });
    stop();
    queue.enqueue({ code: 'GLOTEST00022', product: 'glo', source: 'camera' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
