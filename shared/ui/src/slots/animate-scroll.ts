import { easeInOut } from './scroll-step.ts';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia) && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls an element horizontally to `left` over `duration` ms. The browser's own smooth
 * scrolling has no duration to set, and the spec asks for 500 ms; under reduced motion
 * the move is immediate. Returns a cancel function (a new press replaces the move).
 */
export function animateScroll(element: HTMLElement, left: number, duration: number): () => void {
  const start = element.scrollLeft;
  const distance = left - start;
  if (distance === 0) return () => undefined;
  if (duration <= 0 || prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
    element.scrollLeft = left;
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | null = null;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / duration);
    element.scrollLeft = start + distance * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
