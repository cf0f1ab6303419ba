import { useState } from 'react';

/**
 * A form's action in progress: `run` marks it busy, clears the last error and, when the work
 * throws, keeps the error in words (`describe`) for the form's FormAlert. What was typed stays.
 */
export function useBusyAction(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
