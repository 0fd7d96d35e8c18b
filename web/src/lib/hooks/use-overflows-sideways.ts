import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a box's content is wider than the box, so that it scrolls sideways; measured again as the
 * box or its content resizes (a narrower window, a new row with a longer cell). Before the first
 * layout, and where nothing is laid out (tests), nothing overflows.
 */
export function useOverflowsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The box keeps its width while its content grows: the content is watched too.
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
