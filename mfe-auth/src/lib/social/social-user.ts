import { decodeJwt } from 'jose';
import type { SocialUser } from '@salon/contracts/identity-api';

/** What a provider told about the person: prefilled and locked in GOOGLE_REGISTER / APPLE_REGISTER. */
export type ProviderUser = SocialUser;

/** An unguessable value for OpenID Connect's nonce and state (hex, which the dev provider's pattern allows). */
export function randomToken(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The claims of an ID token, read without checking its signature (jose's decodeJwt): only
 * to tell whether the answer belongs to this attempt (nonce) and to prefill names. The API
 * verifies the token itself; nothing here is trusted beyond that. Null when it is not a
 * readable JWT: not three dot-separated parts, a payload that is not base64url, not UTF-8
 * JSON or not a JSON object.
 */
export function unverifiedClaims(idToken: string): Record<string, unknown> | null {
  try {
    return decodeJwt(idToken);
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The person as an ID token describes them (given_name/family_name, as Google and the dev provider write them). */
export function userFromClaims(claims: Record<string, unknown> | null): ProviderUser | null {
  if (!claims) return null;
  const user = { email: text(claims.email), firstName: text(claims.given_name), lastName: text(claims.family_name) };
  return user.email || user.firstName || user.lastName ? user : null;
}

/** Throws when the token carries a nonce other than the one this attempt asked for (a replayed answer). */
export function assertNonce(idToken: string, nonce: string): void {
  const claim = unverifiedClaims(idToken)?.nonce;
  if (claim !== undefined && claim !== nonce) throw new Error('the ID token answers another sign-in attempt (nonce mismatch)');
}
