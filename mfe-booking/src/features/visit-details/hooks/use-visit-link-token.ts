import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VISIT_TOKEN_QUERY } from '@salon/contracts/reservations-api';
import { withoutLinkSecrets } from '@salon/platform';
import { keepVisitToken } from '../../../lib/visit-access.ts';

/** The page's address without the link's token, or null when it holds none. */
function addressWithoutToken(): string | null {
  const { pathname, search, hash } = window.location;
  const clean = withoutLinkSecrets(search, pathname);
  return clean === search ? null : `${pathname}${clean}${hash}`;
}

/**
 * The manage link of a message, `/wizyty/{visitId}?t={token}` (decision 0024): reads
 * the token once, keeps it for the visit (`src/lib/visit-access.ts`), and takes it out of
 * the address before anything else can see it, as the shell's unsubscribe page does
 * with its signature. Returns whether the link brought a token (the visit is then loaded
 * afresh with it, whatever the cache holds). A token from the link replaces one kept
 * before: the link is the newer word, and it works whoever is signed in.
 */
export function useVisitLinkToken(visitId: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: after the address is replaced only the kept token holds it.
  const [linkToken] = useState(() => new URLSearchParams(location.search).get(VISIT_TOKEN_QUERY)?.trim() || null);
  const cleanSearch = withoutLinkSecrets(location.search, location.pathname);

  // First the token and the address bar itself, in a layout effect: those run before
  // every passive effect, so before the visit's request (RTK Query starts it in one) and
  // before the tracked page views. Only when the router is the browser's: the widget's
  // memory router leaves the partner page's address alone.
  useLayoutEffect(() => {
    if (linkToken) keepVisitToken(visitId, linkToken);
    if (window.location.pathname !== location.pathname) return;
    const clean = addressWithoutToken();
    if (clean !== null) window.history.replaceState(window.history.state, '', clean);
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Then the router's location, so that no later navigation carries the old query over
  // and back and forward see the clean address. Same path: the shell carries nothing.
  useEffect(() => {
    if (cleanSearch !== location.search) {
      void navigate({ pathname: location.pathname, search: cleanSearch, hash: location.hash }, { replace: true, state: location.state });
    }
  }, [cleanSearch, location.pathname, location.search, location.hash, location.state, navigate]);

  return linkToken !== null;
}
