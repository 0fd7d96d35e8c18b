import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/requirements/practice.md §4, §9: 'Code saved!' shows for 1.2 s on the problem screen. */
export const savedMessageMs = 1_200;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'refused' | 'failed';

export interface SaveFeedbackOptions {
  /** How long 'Code saved!' (and a refusal) shows: 1.2 s unless given (600 ms on a weekly challenge, docs/requirements/challenges.md §6). */
  readonly shownMs?: number;
  /**
   * A save refused for a reason the user is to read rather than retry (a weekly challenge already
   * submitted, docs/requirements/challenges.md §2): its words, shown as long as a success. Null: an ordinary failure.
   */
  readonly refusal?: (error: unknown) => string | null;
}

export interface SaveFeedback {
  readonly status: SaveStatus;
  readonly run: () => void;
  /** The refusal's words while `status` is 'refused'. */
  readonly refusal: string | null;
}

/**
 * Runs a save and tells how it went: 'saved' for `shownMs`, then idle again; 'refused' with its
 * words as long; 'failed' until the next try. A save asked for while one is in flight is ignored,
 * so a double click writes once.
 */
export function useSaveFeedback(save: () => Promise<void>, options: SaveFeedbackOptions = {}): SaveFeedback {
  const [state, setState] = useState<{ status: SaveStatus; refusal: string | null }>({ status: 'idle', refusal: null });
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const { shownMs = savedMessageMs, refusal } = options;

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
    setState({ status: 'saving', refusal: null });
    const showFor = (status: 'saved' | 'refused', words: string | null) => {
      setState({ status, refusal: words });
      timer.current = setTimeout(() => setState({ status: 'idle', refusal: null }), shownMs);
    };
    save().then(
      () => {
        inFlight.current = false;
        if (mounted.current) showFor('saved', null);
      },
      (error: unknown) => {
        inFlight.current = false;
        if (!mounted.current) return;
        const words = refusal?.(error) ?? null;
        if (words) showFor('refused', words);
        else setState({ status: 'failed', refusal: null });
      },
    );
  }, [save, shownMs, refusal]);

  return { status: state.status, run, refusal: state.refusal };
}
