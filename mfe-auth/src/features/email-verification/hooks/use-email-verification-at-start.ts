import { useEffect, useRef } from 'react';
import { useSession } from '@salon/platform';
import { useGetProfileQuery } from '../../../api/profile.ts';
import { useAuthDispatch, useAuthSelector } from '../../../app/hooks.ts';
import { needsEmailVerification } from '../../../lib/complete-sign-in.ts';
import { emailVerificationOpened, selectHostModals } from '../../../lib/host-modals-slice.ts';

/**
 * Opens the forced e-mail verification modal for a signed-in customer whose profile has
 * no e-mail or an unconfirmed one (spec part 2), looking at the first profile of each
 * session only; the dialog host calls it once. A sign-in in this page opens the modal
 * itself (completeSignIn), before the session says signed in, so an open modal is left
 * as it is. Signing out forgets the session, so the next one is looked at again.
 */
export function useEmailVerificationAtStart(): void {
  const dispatch = useAuthDispatch();
  const { authenticated } = useSession();
  const { emailVerification: open } = useAuthSelector(selectHostModals);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !authenticated });
  // The account whose profile was looked at in this session: later refetches (after the
  // customer confirmed, or changed the address elsewhere) do not ask again.
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!authenticated) {
      askedFor.current = null;
      return;
    }
    if (!profile || askedFor.current === profile.id) return;
    askedFor.current = profile.id;
    if (!open && needsEmailVerification(profile)) dispatch(emailVerificationOpened());
  }, [authenticated, profile, open, dispatch]);
}
