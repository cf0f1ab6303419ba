import { describe, expect, it, vi } from 'vitest';
import { copyText, shareOrCopy } from './share';

const data = { title: 'Запрошення', text: 'Приєднуйся з кодом REW-7K2Q9', url: 'http://localhost:4201/registration?ref=REW-7K2Q9' };

describe('shareOrCopy', () => {
  it('uses the system share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    await expect(shareOrCopy(data, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the customer closes the sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    await expect(shareOrCopy(data, { share })).resolves.toBe('cancelled');
  });

  it('copies the text and link where sharing is missing or fails', async () => {
    const writeText = vi.fn(async () => undefined);
    await expect(shareOrCopy(data, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${data.text} ${data.url}`);
    const share = vi.fn(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    await expect(shareOrCopy(data, { share, clipboard: { writeText } })).resolves.toBe('copied');
    await expect(shareOrCopy(data, { share, canShare: () => false, clipboard: { writeText } })).resolves.toBe('copied');
  });

  it('reports when neither sharing nor the clipboard works', async () => {
    await expect(shareOrCopy(data, {})).resolves.toBe('unavailable');
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(copyText('x', { clipboard: { writeText } })).resolves.toBe('unavailable');
  });
});
