import { getRuntimeConfig } from '@salon/platform';
import { signInWithDevIdentityProvider } from './dev-identity-provider.ts';
import { loadScript } from './script-loader.ts';
import { SocialPopupClosedError } from './social-popup-closed-error.ts';
import { assertNonce, randomToken, unverifiedClaims, userFromClaims, type ProviderUser } from './social-user.ts';

/** Google Identity Services, the library that gives a web page a Google ID token. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleSignIn {
  /** The Google ID token: the API's googleToken. */
  idToken: string;
  /** What the token says about the person (GOOGLE_REGISTER's prefill). */
  user: ProviderUser | null;
}

/** The part of Google Identity Services (google.accounts.id) used here. */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        nonce?: string;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
        itp_support?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(listener?: (notification: GooglePromptMoment) => void): void;
      cancel(): void;
    };
  };
}

interface GooglePromptMoment {
  isSkippedMoment(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment(): boolean;
  getDismissedReason?(): string;
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

/**
 * With a client id: Google Identity Services' ID-token flow (its account chooser, FedCM
 * where the browser has it), loaded once. The customer closing or skipping it is a
 * SocialPopupClosedError; Google not offering it at all (third-party sign-in blocked, no
 * session) is an Error.
 */
async function signInWithGoogleIdentityServices(clientId: string): Promise<GoogleSignIn> {
  await loadScript(GOOGLE_IDENTITY_SCRIPT);
  const id = window.google?.accounts.id;
  if (!id) throw new Error('Google Identity Services did not load');
  const nonce = randomToken();
  return new Promise<GoogleSignIn>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      nonce,
      auto_select: false,
      cancel_on_tap_outside: true,
      itp_support: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (!credential) {
          reject(new Error('Google answered without an ID token'));
          return;
        }
        try {
          assertNonce(credential, nonce);
        } catch (error) {
          reject(error);
          return;
        }
        resolve({ idToken: credential, user: userFromClaims(unverifiedClaims(credential)) });
      },
    });
    id.prompt((moment) => {
      if (moment.isSkippedMoment()) {
        const reason = moment.getSkippedReason?.() ?? '';
        reject(reason === 'user_cancel' || reason === 'tap_outside' ? new SocialPopupClosedError('google') : new Error(`Google sign-in skipped: ${reason}`));
      } else if (moment.isDismissedMoment() && moment.getDismissedReason?.() !== 'credential_returned') {
        reject(new SocialPopupClosedError('google'));
      }
    });
  });
}

/**
 * Signs in with Google and returns its ID token. Without a configured client id
 * (runtime config socialLogin.googleClientId) the API's local development identity
 * provider stands in, so development and tests run offline. Rejects with
 * SocialPopupClosedError when the customer closes the window.
 */
export async function signInWithGoogle(): Promise<GoogleSignIn> {
  const { googleClientId } = getRuntimeConfig().socialLogin;
  if (googleClientId) return signInWithGoogleIdentityServices(googleClientId);
  const { idToken, user } = await signInWithDevIdentityProvider('google');
  return { idToken, user: user ?? userFromClaims(unverifiedClaims(idToken)) };
}
