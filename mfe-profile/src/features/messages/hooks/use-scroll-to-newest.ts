import { useEffect, useRef, type RefObject } from 'react';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Keeps the newest message in sight: the thread's box scrolls to its end when the
 * thread first shows (at once) and whenever a newer message arrives (smoothly, or at
 * once under reduced motion). Only the box scrolls, never the page around it.
 */
export function useScrollToNewest(box: RefObject<HTMLElement | null>, newestId: string | undefined): void {
  const shown = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || newestId === undefined) return;
    const smooth = shown.current && !prefersReducedMotion();
    shown.current = true;
    // jsdom has no Element.scrollTo; every browser the site supports has.
    element.scrollTo?.({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, [box, newestId]);
}
