import { describe, expect, it, vi } from 'vitest';
import { ImagePreparationError, prepareMultiScanImage, type Compress } from './multi-scan-image';

const bytes = (n: number, type: string) => new Blob([new Uint8Array(n).fill(65)], { type });

describe('prepareMultiScanImage', () => {
  it('sends a small JPEG as it is, in base64 without a data-URL prefix', async () => {
    const compress = vi.fn<Compress>();
    const image = await prepareMultiScanImage(new Blob(['hello'], { type: 'image/jpeg' }), { compress });
    expect(image).toEqual({ base64: btoa('hello'), mime: 'image/jpeg', bytes: 5 });
    expect(compress).not.toHaveBeenCalled();
  });

  it('shrinks a photo over the limit, step by step, into a JPEG', async () => {
    const compress = vi.fn<Compress>(async (_file, maxSide) => bytes(maxSide === 2560 ? 2_000 : 500, 'image/jpeg'));
    const image = await prepareMultiScanImage(bytes(5_000, 'image/png'), { compress, maxBytes: 1_000 });
    expect(compress.mock.calls.map(([, maxSide]) => maxSide)).toEqual([2560, 1920]);
    expect(image.mime).toBe('image/jpeg');
    expect(image.bytes).toBe(500);
  });

  it('says it is too large when even the smallest step is over the limit', async () => {
    const compress: Compress = async () => bytes(2_000, 'image/jpeg');
    await expect(prepareMultiScanImage(bytes(5_000, 'image/jpeg'), { compress, maxBytes: 1_000 })).rejects.toEqual(
      new ImagePreparationError('too-large'),
    );
  });

  it('converts another format (HEIC) and refuses one the browser cannot read', async () => {
    const converted = await prepareMultiScanImage(bytes(10, 'image/heic'), { compress: async () => bytes(8, 'image/jpeg') });
    expect(converted.mime).toBe('image/jpeg');
    const failure = await prepareMultiScanImage(bytes(10, 'image/heic'), {
      compress: async () => {
        throw new Error('cannot decode');
      },
    }).catch((error: unknown) => error);
    expect((failure as ImagePreparationError).problem).toBe('unsupported');
  });
});
