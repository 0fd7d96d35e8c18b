import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §4.1, §9.3: 'Code saved!' shows for 1.2 s on the problem screen. */
export const savedMessageMs = 1_200;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Runs a save and tells how it went: 'saved' for 1.2 s, then idle again; 'failed' until the next
 * try. A save asked for while one is in flight is ignored, so a double click writes once.
 */
export function useSaveFeedback(save: () => Promise<void>): { status: SaveStatus; run: () => void } {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    clearTimeout(timer.current);
    setStatus('saving');
    save().then(
      () => {
        inFlight.current = false;
        if (!mounted.current) return;
        setStatus('saved');
        timer.current = setTimeout(() => setStatus('idle'), savedMessageMs);
      },
      () => {
        inFlight.current = false;
        if (mounted.current) setStatus('failed');
      },
    );
  }, [save]);

  return { status, run };
}
