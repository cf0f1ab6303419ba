import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
