import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The consents section's id; `#consents-section` in the address scrolls there (spec part 2, "Profile: my data"). */
export const CONSENTS_SECTION_ID = 'consents-section';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings the consents section into view, smoothly unless the visitor asked for reduced
 * motion, and moves the keyboard focus there (without a second jump), so the next Tab
 * continues from the consents.
 */
export function scrollToConsents(): void {
  const section = document.getElementById(CONSENTS_SECTION_ID);
  if (!section) return;
  // jsdom has no scrollIntoView; every browser the site supports has.
  section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** Once the section is on the page (`ready`), scrolls to it if the address ends with `#consents-section`; once per visit. */
export function useScrollToConsentsOnArrival(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${CONSENTS_SECTION_ID}`) return;
    done.current = true;
    scrollToConsents();
  }, [ready, hash]);
}
