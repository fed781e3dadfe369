import { useEffect, useState } from 'react';
import { bus, useSession } from '@salon/platform';
import { RemoteSlot } from '../remote-slot/remote-slot.tsx';

/**
 * The sign-in dialog host (auth remote), mounted only when it is needed: for a signed-in
 * customer (the remote checks the account at start-up) or once any app asks for the
 * dialog. The request is a held bus event, so it reaches the host after it loads.
 * Signed-out visitors who never open the dialog do not download the auth remote
 * (docs/decisions/0010-auth-host-on-demand.md). Once mounted it stays mounted.
 */
export function AuthHost() {
  const { authenticated } = useSession();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const wanted = () => setRequested(true);
    const offOpen = bus.onHeld('auth:open', wanted);
    const offReset = bus.onHeld('auth:reset-password', wanted);
    return () => {
      offOpen();
      offReset();
    };
  }, []);

  const [needed, setNeeded] = useState(authenticated);
  if ((authenticated || requested) && !needed) setNeeded(true);
  return needed ? <RemoteSlot remote="auth" module="./dialog-host" quiet /> : null;
}
