import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screen tests render a real router, query cache and lazy chunks (a layout's badge, a screen's
// code). In one Vitest run over every library on a busy 2-core CI machine, the first import of a
// lazy chunk alone can take more than Testing Library's default second: a `findBy` that waits for
// it must not fail for that. A step that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// The jsdom is shared with the previous test file of the worker (`isolate: false`): each file
// starts from an empty document, as it would in a jsdom of its own.
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();

// jsdom has <dialog> but not showModal()/close(): stand in for the browser's part (spies, so a
// test can ask whether the dialog was opened).
const dialogProto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const dialogOriginal = { showModal: dialogProto['showModal'], close: dialogProto['close'] };

beforeEach(() => {
  dialogProto['showModal'] = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  dialogProto['close'] = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  dialogProto['showModal'] = dialogOriginal.showModal;
  dialogProto['close'] = dialogOriginal.close;
});
