import { createContext, useContext } from 'react';
import type { Tokens } from '@salon/contracts/identity-api';
import type { SignInKind } from '../../../lib/complete-sign-in.ts';
import type { AuthDialogOptions } from '../lib/dialog-options.ts';

/** What every stage may do besides moving the flow (the flow itself is in the store). */
export interface AuthDialogContextValue {
  options: AuthDialogOptions;
  /** Closes the dialog (a stage's own "close" or "not now"). */
  close: () => void;
  /**
   * Signs in with the tokens a stage obtained: completeSignIn (tokens, profile,
   * auth:login or auth:registered, tracking, follow-up modals), then closes the dialog
   * and goes to the return path, or marks the current URL with logged-in=true.
   * `stayOpen` keeps the dialog (REGISTER_CONFIRMATION, OVERRIDE_EMAIL_SUCCESS and the
   * e-mail change stages show something after the sign-in).
   */
  finish: (tokens: Tokens, kind: SignInKind, options?: { stayOpen?: boolean }) => Promise<void>;
  /** Leaves the dialog for the return path (or logged-in=true) after a stage that stayed open. */
  done: () => void;
}

export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

/** The dialog's context for a stage. */
export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog: a stage rendered outside the authentication dialog');
  return value;
}
