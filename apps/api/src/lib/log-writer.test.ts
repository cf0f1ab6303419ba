import { describe, expect, it } from 'vitest';
import { batchedLog } from './log-writer.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLog', () => {
  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const writes: string[] = [];
    const { log } = batchedLog((text) => writes.push(text));
    log('POST /api/user/get-user 200 0.4ms');
    log('POST /api/api-shop/create-order 200 0.9ms');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['POST /api/user/get-user 200 0.4ms\nPOST /api/api-shop/create-order 200 0.9ms\n']);
    log('GET /static/products/1.svg 200 0.1ms');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe('GET /static/products/1.svg 200 0.1ms\n');
  });

  it('flush writes what waits at once, and nothing twice', async () => {
    const writes: string[] = [];
    const { log, flush } = batchedLog((text) => writes.push(text));
    flush();
    expect(writes).toEqual([]);
    log('ERROR POST /api/api-shop/create-order: boom');
    flush();
    expect(writes).toEqual(['ERROR POST /api/api-shop/create-order: boom\n']);
    await nextTurn();
    expect(writes).toHaveLength(1);
  });
});
