import { useCallback, useSyncExternalStore } from 'react';
import { media } from './theme.ts';
import type { Breakpoint } from './theme.ts';

/** Accepts both '(min-width: 720px)' and the '@media (min-width: 720px)' that `media` returns. */
function toQuery(query: string): string {
  return query.replace(/^\s*@media\s+/, '');
}

/**
 * Whether a media query matches now; re-renders when it starts or stops matching.
 * False where there is no `matchMedia` (server, old test environments).
 *
 * @example const wide = useMediaQuery(media.up('tablet'));
 */
export function useMediaQuery(query: string): boolean {
  const mediaQuery = toQuery(query);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(mediaQuery);
      // Safari before 14 only has the deprecated addListener.
      if (list.addEventListener) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      list.addListener(onChange);
      return () => list.removeListener(onChange);
    },
    [mediaQuery],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && Boolean(window.matchMedia) && window.matchMedia(mediaQuery).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * The current layout: 'mobile' below 720 px, 'tablet' from 720 px, 'desktop' from
 * 1150 px. Built from max-width queries so that where nothing matches (no matchMedia,
 * jsdom) the result is 'desktop', the layout with everything visible.
 */
export function useBreakpoint(): Breakpoint {
  const belowTablet = useMediaQuery(media.down('tablet'));
  const belowDesktop = useMediaQuery(media.down('desktop'));
  if (belowTablet) return 'mobile';
  if (belowDesktop) return 'tablet';
  return 'desktop';
}
