import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface RenderWhenNearProps {
  /** What to render once the place it takes comes near the screen. */
  children: ReactNode;
  /** What stands in its place until then (a loading line of the same meaning). */
  placeholder: ReactNode;
}

/**
 * Renders a heavy part of a page (a data grid, say) only when the reader scrolls near it, or at once
 * when it is on the first screen. A phone then starts the page with what it shows and not with the
 * work of what lies three screens below (docs/benchmarks.md, "The first page"). Rendering it is a
 * transition, so the browser keeps answering the scroll meanwhile.
 */
export function RenderWhenNear({ children, placeholder }: RenderWhenNearProps) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = anchor.current;
    if (near || !target) return;
    // 200 px below the screen's edge counts as near: the part starts rendering before it is reached.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
