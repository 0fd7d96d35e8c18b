import { useCallback, useRef, useState } from 'react';
import { withTimeout } from '../lib/with-timeout';

/**
 * One form action: busy while it runs (buttons read "Signing In..." etc.), the error message the
 * screen's mapping gives, and a 10 s limit (docs/requirements/accounts.md §12). A late result of an abandoned run is ignored.
 */
export function useAuthAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, toMessage: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const start = useCallback(
    async (...args: A): Promise<{ ok: true; value: R } | { ok: false }> => {
      const id = ++run.current;
      setBusy(true);
      setError(null);
      try {
        const value = await withTimeout(action(...args));
        return { ok: true, value };
      } catch (caught) {
        if (id === run.current) setError(toMessage(caught));
        return { ok: false };
      } finally {
        if (id === run.current) setBusy(false);
      }
    },
    [action, toMessage],
  );

  return { start, busy, error, setError };
}
