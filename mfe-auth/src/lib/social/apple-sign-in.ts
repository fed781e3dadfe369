import { getCurrentLanguage, getRuntimeConfig } from '@salon/platform';
import { signInWithDevIdentityProvider } from './dev-identity-provider.ts';
import { loadScript } from './script-loader.ts';
import { SocialPopupClosedError } from './social-popup-closed-error.ts';
import { assertNonce, randomToken, unverifiedClaims, type ProviderUser } from './social-user.ts';

/** Sign in with Apple JS, by language (Apple localises its window by the script's path). */
const APPLE_SCRIPT_LOCALES = { pl: 'pl_PL', en: 'en_US', fr: 'fr_FR' } as const;
export const appleScriptUrl = (locale: string = 'en_US') =>
  `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/auth/${locale}/appleid.auth.js`;

export interface AppleSignIn {
  /** What the API takes on every Apple call: code, id_token and state. */
  authorization: { code: string; id_token: string; state: string };
  /** Apple tells the name only on the first sign-in; the e-mail is in the token too. */
  user: ProviderUser | null;
}

interface AppleSignInResponse {
  authorization?: { code?: string; id_token?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

/** The part of Sign in with Apple JS (AppleID.auth) used here. */
interface AppleIdAuth {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; state: string; nonce: string; usePopup: boolean }): void;
    signIn(config?: { usePopup?: boolean }): Promise<AppleSignInResponse>;
  };
}

declare global {
  interface Window {
    AppleID?: AppleIdAuth;
  }
}

/** Apple's popup answers these when the customer closes it or says no. */
const CLOSED_ERRORS = new Set(['popup_closed_by_user', 'user_cancelled_authorize', 'user_trigger_new_signin_flow']);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

async function signInWithAppleJs(clientId: string, redirectUri: string): Promise<AppleSignIn> {
  const language = getCurrentLanguage();
  // One script per page: the first language loaded is the one Apple's window keeps.
  await loadScript(appleScriptUrl(APPLE_SCRIPT_LOCALES[language] ?? 'en_US'));
  const appleId = window.AppleID;
  if (!appleId) throw new Error('Sign in with Apple JS did not load');
  const state = randomToken();
  const nonce = randomToken();
  appleId.auth.init({ clientId, scope: 'name email', redirectURI: redirectUri, state, nonce, usePopup: true });
  let response: AppleSignInResponse;
  try {
    response = await appleId.auth.signIn({ usePopup: true });
  } catch (error) {
    const code = (error as { error?: unknown } | null)?.error;
    if (typeof code === 'string' && CLOSED_ERRORS.has(code)) throw new SocialPopupClosedError('apple');
    throw error instanceof Error ? error : new Error(`Sign in with Apple failed: ${String(code ?? error)}`);
  }
  const code = response.authorization?.code;
  const idToken = response.authorization?.id_token;
  if (!code || !idToken) throw new Error('Apple answered without an authorization');
  if (response.authorization?.state !== state) throw new Error('Apple answered another sign-in attempt (state mismatch)');
  assertNonce(idToken, nonce);
  const email = text(response.user?.email) ?? text(unverifiedClaims(idToken)?.email);
  const firstName = text(response.user?.name?.firstName);
  const lastName = text(response.user?.name?.lastName);
  return { authorization: { code, id_token: idToken, state }, user: email || firstName || lastName ? { email, firstName, lastName } : null };
}

/**
 * Signs in with Apple (a popup) and returns the authorization the API's Apple calls take.
 * Without a configured Services ID and return URL (runtime config socialLogin.appleClientId
 * and appleRedirectUri) the API's local development identity provider stands in: its ID
 * token is the id_token, the nonce the state, and the code a random one, which the API
 * accepts without exchanging it (docs/decisions/0013). Rejects with SocialPopupClosedError
 * when the customer closes the window.
 */
export async function signInWithApple(): Promise<AppleSignIn> {
  const { appleClientId, appleRedirectUri } = getRuntimeConfig().socialLogin;
  if (appleClientId && appleRedirectUri) return signInWithAppleJs(appleClientId, appleRedirectUri);
  const { idToken, user, nonce } = await signInWithDevIdentityProvider('apple');
  return { authorization: { code: `dev-${randomToken()}`, id_token: idToken, state: nonce }, user };
}
