import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { bus, useSession } from '@salon/platform';

/**
 * Lets its children through only with a session (spec part 2, section 2, profile
 * area). A visitor who arrives signed out is sent to the home page and the sign-in
 * dialog opens full screen, not closable by the backdrop, with the requested path
 * and query to come back to after signing in. A session that ends while here (sign
 * out, forced logout) only sends the visitor home: the sign-out has its own message,
 * and a sign-in dialog right after "Sign out" would be absurd.
 *
 * The shop's favourites use the same rule through their own copy of this component
 * (mfe-shop/src/components/require-session.tsx), since apps never import each other.
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
