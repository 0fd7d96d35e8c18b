import { useEffect, useMemo, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`; false again the moment it turns false. Each
 * activation has its own token, so a timer of an earlier one never counts for the next.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  // A new token whenever `active` changes; the fired timer records the token it was started for.
  const activation = useMemo(() => ({ active }), [active]);
  const [fired, setFired] = useState<object | null>(null);
  useEffect(() => {
    if (!activation.active) return;
    const timer = setTimeout(() => setFired(activation), delayMs);
    return () => clearTimeout(timer);
  }, [activation, delayMs]);
  return active && fired === activation;
}
