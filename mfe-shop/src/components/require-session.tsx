import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { bus, useSession } from '@salon/platform';

/**
 * Lets its children through only with a session: the profile area's rule (spec part 2,
 * section 2), applied to the favourites. A visitor who arrives signed out is sent home
 * and the sign-in dialog opens full screen, not closable by the backdrop, with the
 * requested path to come back to; a session that ends while here only sends them home.
 *
 * A copy of mfe-profile/src/components/require-session.tsx, because apps never import
 * each other; change both together.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  const { pathname, search } = useLocation();
  const [arrivedSignedOut] = useState(!authenticated);

  useEffect(() => {
    if (authenticated || !arrivedSignedOut) return;
    bus.emit('auth:open', { stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: pathname + search });
  }, [authenticated, arrivedSignedOut, pathname, search]);

  if (!authenticated) return <Navigate to="/" replace />;
  return children;
}
