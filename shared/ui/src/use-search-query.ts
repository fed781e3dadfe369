import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The query-string key of a list's search: `/salony?q=lodz`, `/pracuj-z-nami?q=barber`. */
export const SEARCH_PARAM = 'q';

/** Marks the navigations the search box makes itself, which it must not read back. */
const OWN_WRITE = 'searchBoxWrite';

const isOwnWrite = (state: unknown) => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OWN_WRITE] === true;

/**
 * A list's search text, kept in the URL (`?q=`) so that it survives a reload, a shared
 * link and the way back from an item of the list. Typing replaces the history entry instead of
 * pushing one per keystroke, so Back leaves the page rather than undoing letters.
 * Clearing removes the key; the other keys of the query (utm_…) stay.
 *
 * The input reads its own state, not the URL: the router applies navigations in a
 * transition, and a controlled input fed from a transition loses keystrokes and its
 * caret. A navigation made elsewhere (a link to `?q=…`, the shell carrying the query
 * over) is followed.
 */
export function useSearchQuery(): [query: string, setQuery: (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = params.get(SEARCH_PARAM) ?? '';
  const [query, setLocal] = useState(fromUrl);
  const external = !isOwnWrite(location.state);

  useEffect(() => {
    if (external) setLocal(fromUrl);
  }, [external, fromUrl, location.key]);

  const setQuery = useCallback(
    (next: string) => {
      setLocal(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '') updated.delete(SEARCH_PARAM);
          else updated.set(SEARCH_PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true, state: { [OWN_WRITE]: true } },
      );
    },
    [setParams],
  );
  return [query, setQuery];
}
