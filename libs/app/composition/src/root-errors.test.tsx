import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoadBoundary } from '@cx/shared-ui';
import { rootErrorOptions } from './root-errors';

function Broken(): never {
  throw new Error('the call failed');
}

/** An error boundary that does not show what it caught (a route's, say): its errors are faults. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Щось пішло не так</p> : this.props.children;
  }
}

let root: Root | undefined;
beforeAll(() => {
  // A root of its own (the app's options), rendered with act as Testing Library does.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

function renderInRoot(app: ReactNode) {
  const element = document.createElement('div');
  root = createRoot(element, rootErrorOptions);
  act(() => root?.render(app));
  return element;
}

describe('the root’s caught errors', () => {
  it('does not log an error a screen boundary shows to the customer', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = renderInRoot(
      <LoadBoundary fallback={null} classify={() => 'unavailable'} errorTitle="Не вдалося завантажити">
        <Broken />
      </LoadBoundary>,
    );
    expect(element).toHaveTextContent('Не вдалося завантажити');
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs an error any other boundary caught', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = renderInRoot(
      <Quiet>
        <Broken />
      </Quiet>,
    );
    expect(element).toHaveTextContent('Щось пішло не так');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'the call failed' }));
  });
});
