import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { bus, useSession } from '@salon/platform';

export interface RequireSessionProps {
  /** What only a signed-in customer may see. */
  children: ReactNode;
}

/**
 * Lets its children through only with a session: the rule of the profile area (spec
 * part 2, section 2), which the shop's favourites follow too. A visitor who arrives
 * signed out is sent to the home page and the sign-in dialog opens full screen, not
 * closable by the backdrop, with the requested path and query to come back to after
 * signing in. A session that ends while here (sign out, forced logout) only sends the
 * visitor home: the sign-out has its own message, and a sign-in dialog right after
 * "Sign out" would be absurd.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const { authenticated } = useSession();
  const { pathname, search } = useLocation();
  // Read once, on arrival: a session lost later must not open the dialog.
  const [arrivedSignedOut] = useState(!authenticated);

  useEffect(() => {
    if (authenticated || !arrivedSignedOut) return;
    bus.emit('auth:open', { stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: pathname + search });
  }, [authenticated, arrivedSignedOut, pathname, search]);

  if (!authenticated) return <Navigate to="/" replace />;
  return children;
}
