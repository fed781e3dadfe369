import { Navigate, useLocation } from 'react-router';
import { remoteForPath } from '@salon/contracts';
import { RemoteSlot } from './remote-slot.tsx';

/**
 * The root splat: picks the remote owning the path prefix and mounts its `./routes`.
 * Remotes match absolute paths below this route. A path no remote owns goes to root.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/" replace />;
  // One slot per remote: moving between a remote's pages keeps it mounted.
  return <RemoteSlot key={remote} remote={remote} module="./routes" />;
}
