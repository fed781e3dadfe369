import { useEffect, useState } from 'react';
import { bus, hasLogoutNotice, useSession } from '@salon/platform';
import { RemoteSlot } from '../remote-slot/remote-slot.tsx';

/**
 * The sign-in dialog host (auth remote), mounted only when it is needed: for a signed-in
 * customer (the remote checks the account at start-up), once any app asks for the
 * dialog or for a preferred salon to be confirmed (`preferred-salon:choose`), or to
 * tell a forced or inactive logout, also one that came before this
 * mounted (the page's first call answered 403 before React rendered: the customer
 * then looks signed out already). The request is a held bus event, so it reaches the
 * host after it loads.
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
    // The host also confirms a preferred salon chosen by any remote's heart.
    const offChoose = bus.onHeld('preferred-salon:choose', wanted);
    // And the profile's e-mail change.
    const offEmail = bus.onHeld('auth:email-change', wanted);
    const offLogout = bus.on('auth:logout', ({ reason }) => {
      if (reason !== 'user') wanted();
    });
    // A logout between the first render and this effect.
    if (hasLogoutNotice()) wanted();
    return () => {
      offOpen();
      offReset();
      offChoose();
      offEmail();
      offLogout();
    };
  }, []);

  const [needed, setNeeded] = useState(() => authenticated || hasLogoutNotice());
  if ((authenticated || requested) && !needed) setNeeded(true);
  return needed ? <RemoteSlot remote="auth" module="./dialog-host" quiet /> : null;
}
