import { DEV_IDP_MESSAGE_TYPE } from '@salon/contracts/identity-api';
import { getCurrentLanguage, getRuntimeConfig } from '@salon/platform';
import { SocialPopupClosedError } from './social-popup-closed-error.ts';
import { assertNonce, randomToken, type ProviderUser } from './social-user.ts';

/** How often to look whether the customer closed the window (there is no event for it). */
const CLOSED_POLL_MS = 400;

export interface DevIdentityResult {
  idToken: string;
  user: ProviderUser | null;
  nonce: string;
}

/** The API's origin, which the provider's page posts from: apiBaseUrl's, or this page's. */
function apiOrigin(apiBaseUrl: string): string {
  return new URL(apiBaseUrl || window.location.origin, window.location.href).origin;
}

function isProviderMessage(data: unknown, provider: 'google' | 'apple'): data is { idToken: string; user?: { email?: unknown; firstName?: unknown; lastName?: unknown } } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === DEV_IDP_MESSAGE_TYPE && message.provider === provider && typeof message.idToken === 'string' && message.idToken !== '';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Signs in through the API's local development identity provider, which stands in for
 * Google and Apple when no client id is configured (api/src/routes/api/dev/idp.ts): a
 * popup where the developer picks a test identity, whose page posts the signed ID token
 * back. Only a message from the API's origin, for this provider and (when the token
 * carries one) this attempt's nonce is taken. Rejects with SocialPopupClosedError when the
 * window closes without an answer, or with an Error when it cannot open (a popup blocker).
 */
export function signInWithDevIdentityProvider(provider: 'google' | 'apple'): Promise<DevIdentityResult> {
  const { apiBaseUrl } = getRuntimeConfig();
  const origin = apiOrigin(apiBaseUrl);
  const nonce = randomToken();
  const query = new URLSearchParams({ redirect_origin: window.location.origin, nonce, lang: getCurrentLanguage() });
  const url = `${apiBaseUrl}/api/dev/idp/${provider}/authorize?${query.toString()}`;
  const popup = window.open(url, `salon-dev-idp-${provider}`, 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new Error('the sign-in window could not open (blocked popup?)'));

  return new Promise<DevIdentityResult>((resolve, reject) => {
    const cleanUp = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || !isProviderMessage(event.data, provider)) return;
      cleanUp();
      const { idToken, user } = event.data;
      try {
        assertNonce(idToken, nonce);
      } catch (error) {
        reject(error);
        return;
      }
      const email = text(user?.email);
      const firstName = text(user?.firstName);
      const lastName = text(user?.lastName);
      resolve({ idToken, nonce, user: email || firstName || lastName ? { email, firstName, lastName } : null });
    }
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll);
      // The page posts, then closes itself: give a message already on its way one more turn.
      window.setTimeout(() => {
        window.removeEventListener('message', onMessage);
        reject(new SocialPopupClosedError(provider));
      }, CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
