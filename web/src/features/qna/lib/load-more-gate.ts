/** docs/requirements/qna.md §1: at least 1 s between two loads of more questions. */
export const LOAD_MORE_GAP_MS = 1_000;

export interface LoadGate {
  /** Runs `load` now, or once `gapMs` has passed since the last load; requests meanwhile run once. */
  request(load: () => void): void;
  /** Forgets a waiting load (the list unmounts or its filter changes). */
  cancel(): void;
}

/** Spaces load-more calls at least `gapMs` apart, however often they are asked for. */
export function createLoadGate(gapMs = LOAD_MORE_GAP_MS, now: () => number = () => Date.now()): LoadGate {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void) | undefined;
  const run = (load: () => void) => {
    last = now();
    load();
  };
  return {
    request(load) {
      waiting = load;
      if (timer !== undefined) return;
      const wait = last + gapMs - now();
      if (wait <= 0) {
        waiting = undefined;
        run(load);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        const next = waiting;
        waiting = undefined;
        if (next) run(next);
      }, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
