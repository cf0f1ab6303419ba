import { describe, expect, it, vi } from 'vitest';
import { whenSignedIn } from './when-signed-in';

function fakeSession(signedIn: boolean) {
  const listeners = new Set<() => void>();
  const session = {
    signedIn,
    isSignedIn: () => session.signedIn,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change(next: boolean) {
      session.signedIn = next;
      [...listeners].forEach((listener) => listener());
    },
    listeners,
  };
  return session;
}

describe('whenSignedIn', () => {
  it('runs the work at once for a signed-in session, without listening', () => {
    const session = fakeSession(true);
    const work = vi.fn();
    whenSignedIn(session, work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(session.listeners.size).toBe(0);
  });

  it('waits for a visitor to sign in, then runs once and stops listening', () => {
    const session = fakeSession(false);
    const work = vi.fn();
    whenSignedIn(session, work);
    session.change(false);
    expect(work).not.toHaveBeenCalled();
    session.change(true);
    expect(work).toHaveBeenCalledTimes(1);
    session.change(false);
    session.change(true);
    expect(work).toHaveBeenCalledTimes(1);
    expect(session.listeners.size).toBe(0);
  });
});
