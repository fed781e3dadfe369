import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { bus } from '@salon/platform';

/**
 * Opens the sign-in dialog (the auth remote's, through `auth:open`) for something that
 * needs a session, coming back to `returnPath` (this page by default) once signed in:
 * as the blog's comments and the booking's account suggestion do.
 */
export function useSignInPrompt(): (returnPath?: string) => void {
  const { pathname, search } = useLocation();
  return useCallback(
    (returnPath?: string) => bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: returnPath ?? `${pathname}${search}` }),
    [pathname, search],
  );
}
