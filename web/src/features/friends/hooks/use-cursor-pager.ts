import { useCallback, useMemo, useState } from 'react';

/**
 * Previous/Next over a cursor-paged list: the cursors of the pages seen are stacked, so Previous
 * returns to the exact page before (the server gives only a next cursor).
 */
export function useCursorPager() {
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const next = useCallback((cursor: string) => setCursors((stack) => [...stack, cursor]), []);
  const previous = useCallback(() => setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)), []);
  const reset = useCallback(() => setCursors([undefined]), []);
  return useMemo(() => ({ page: cursors.length, cursor: cursors.at(-1), next, previous, reset }), [cursors, next, previous, reset]);
}

export type CursorPager = ReturnType<typeof useCursorPager>;
