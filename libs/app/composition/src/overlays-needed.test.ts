import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@cx/shell-data-access';
import { whenOverlaysNeeded } from './overlays-needed';

afterEach(() => toast.clear());

const page = () => new EventTarget() as unknown as Document;

describe('whenOverlaysNeeded', () => {
  it('waits while nothing needs them', () => {
    const show = vi.fn();
    whenOverlaysNeeded(show, page());
    expect(show).not.toHaveBeenCalled();
  });

  it('shows them at once when a toast already waits', () => {
    toast.error('Сталася помилка');
    const show = vi.fn();
    whenOverlaysNeeded(show, page());
    expect(show).toHaveBeenCalledOnce();
  });

  it('shows them once, at the first toast or act of the customer', () => {
    for (const trigger of [() => void toast.info('Збережено'), (doc: Document) => doc.dispatchEvent(new Event('pointerdown'))]) {
      toast.clear();
      const doc = page();
      const show = vi.fn();
      whenOverlaysNeeded(show, doc);
      trigger(doc);
      doc.dispatchEvent(new Event('keydown'));
      toast.error('Сталася помилка');
      expect(show).toHaveBeenCalledOnce();
    }
  });

  it('stops waiting when told to', () => {
    const doc = page();
    const show = vi.fn();
    whenOverlaysNeeded(show, doc)();
    doc.dispatchEvent(new Event('focusin'));
    toast.error('Сталася помилка');
    expect(show).not.toHaveBeenCalled();
  });
});
