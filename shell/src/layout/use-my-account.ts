import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { bus, useSession } from '@salon/platform';
import { MY_ACCOUNT_PATH } from './nav-links.ts';

/**
 * "My account": signed in, go to the reservations tab; signed out, open the login dialog
 * which returns to the reservations tab after sign-in.
 */
export function useMyAccount(): () => void {
  const navigate = useNavigate();
  const session = useSession();
  return useCallback(() => {
    if (session.authenticated) navigate(MY_ACCOUNT_PATH);
    else bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: MY_ACCOUNT_PATH });
  }, [navigate, session.authenticated]);
}

/** Contact scrolls to the footer. */
export function scrollToContact() {
  document.getElementById('kontakt')?.scrollIntoView({ behavior: 'smooth' });
}
