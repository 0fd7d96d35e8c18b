import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for reduced motion, followed as it changes; false where matchMedia is missing. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(reducedMotionQuery);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
  );
}

/**
 * A carousel's rotation by itself (WCAG 2.2.2): every `intervalMs`, but never while the pointer is over
 * it or focus is in it (the reader is busy with it), once paused, or for a user who asked for
 * reduced motion. `advance` must keep its identity between renders, or the timer restarts.
 */
export function useAutoplay(intervalMs: number | undefined, canMove: boolean, advance: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = intervalMs !== undefined && canMove && !reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(advance, intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, advance]);

  return {
    rotating,
    /** A Pause button only where there is a rotation to pause. */
    canPause: canRotate,
    paused,
    togglePause: () => setPaused((p) => !p),
    /** Spread on the carousel: hover and focus hold the rotation. */
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the carousel's own controls is no leaving.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
