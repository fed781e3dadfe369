import { useCallback } from 'react';
import type { SocialUser } from '@salon/contracts/identity-api';
import { useAppleIdentifyMutation, useAppleLoginMutation } from '../../../../api/apple.ts';
import { useGoogleAuthMutation } from '../../../../api/google.ts';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { signInWithApple } from '../../../../lib/social/apple-sign-in.ts';
import { signInWithGoogle } from '../../../../lib/social/google-sign-in.ts';
import { SocialPopupClosedError } from '../../../../lib/social/social-popup-closed-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { AppleAuthorization } from '../../store/auth-flow-slice.ts';
import { googleErrorKey } from './social-errors.ts';

/**
 * Apple's sign-in of an account that exists (or was just linked by its phone): log in,
 * asking the API whether Apple's e-mail differs from the account's; if so the customer
 * is signed in and APPLE_EMAIL_CHANGE offers to take Apple's (spec part 1, section 4).
 * Throws the API's error; the caller sends it to ERROR.
 */
export function useAppleLogin() {
  const { goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const [appleLogin] = useAppleLoginMutation();
  return useCallback(
    async (authorization: AppleAuthorization, user: SocialUser | null) => {
      const { emailDiffers, appleEmail, ...tokens } = await appleLogin({ ...authorization, shouldValidateEmailForOverride: true }).unwrap();
      if (emailDiffers && appleEmail) {
        await finish(tokens, 'login', { stayOpen: true });
        goTo({
          stage: 'APPLE_EMAIL_CHANGE',
          social: { provider: 'apple', token: authorization.id_token, apple: authorization, user: { email: appleEmail, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null } },
        });
        return;
      }
      await finish(tokens, 'login');
    },
    [appleLogin, finish, goTo],
  );
}

/** The API's answer that an account is inactive: its own stage, whichever way the customer came. */
const isInactive = (error: unknown) => apiErrorOf(error).code === 'USER_INACTIVE';

/**
 * The first step of each provider's flow, run by the social buttons (spec part 1,
 * sections 4 and 7): get the provider's proof, then sign in or go on to the phone stage.
 * Google's failures come back as an auth-namespace key to show beside the buttons; Apple's
 * go to ERROR (spec part 1, section 8). A window closed by the customer changes nothing.
 */
export function useSocialSignIn() {
  const { goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const [googleAuth] = useGoogleAuthMutation();
  const [appleIdentify] = useAppleIdentifyMutation();
  const appleLogin = useAppleLogin();

  /** Resolves to the message key to show, or null when there is nothing to say. */
  const google = useCallback(async (): Promise<string | null> => {
    let proof;
    try {
      proof = await signInWithGoogle();
    } catch (error) {
      if (error instanceof SocialPopupClosedError) return null;
      console.warn('[auth] Google sign-in failed', error);
      return 'social.errors.GOOGLE_FETCH_USER_ERROR';
    }
    try {
      const tokens = await googleAuth({ googleToken: proof.idToken }).unwrap();
      await finish(tokens, 'login');
      return null;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.status === 401 && apiError.code === 'UNAUTHORIZED') {
        goTo({ stage: 'GOOGLE_PHONE', social: { provider: 'google', token: proof.idToken, apple: null, user: proof.user } });
        return null;
      }
      if (isInactive(error)) {
        goTo({ stage: 'USER_INACTIVE' });
        return null;
      }
      return googleErrorKey(apiError) ?? commonErrorKey(apiError);
    }
  }, [googleAuth, finish, goTo]);

  const apple = useCallback(async (): Promise<void> => {
    let proof;
    try {
      proof = await signInWithApple();
    } catch (error) {
      if (error instanceof SocialPopupClosedError) return;
      console.warn('[auth] Sign in with Apple failed', error);
      goTo({ stage: 'ERROR' });
      return;
    }
    const { authorization, user } = proof;
    try {
      const { isNewUser } = await appleIdentify({ ...authorization, email: user?.email ?? null }).unwrap();
      if (isNewUser) {
        goTo({ stage: 'APPLE_PHONE', social: { provider: 'apple', token: authorization.id_token, apple: authorization, user } });
        return;
      }
      await appleLogin(authorization, user);
    } catch (error) {
      goTo({ stage: isInactive(error) ? 'USER_INACTIVE' : 'ERROR' });
    }
  }, [appleIdentify, appleLogin, goTo]);

  return { google, apple };
}
