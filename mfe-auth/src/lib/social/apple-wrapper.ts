import { getRuntimeConfig } from '@salon/platform';

/** The signed wrapper the Apple phone calls take (SignedWrapperSchema). */
export interface AppleSignedWrapper {
  body: string;
  hmacToken: string;
}

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Wraps an Apple phone call's payload as the API checks it (api/src/routes/api/apple):
 * `body` is the payload's JSON text and `hmacToken` its HMAC-SHA-256 in hex, keyed with
 * the runtime config's socialLogin.appleHmacSecret. The key ships to every browser, so
 * the wrapper proves nothing about the caller; the spec asks for it (docs/decisions/0013).
 */
export async function appleSignedWrapper(payload: object, secret: string = getRuntimeConfig().socialLogin.appleHmacSecret): Promise<AppleSignedWrapper> {
  const body = JSON.stringify(payload);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return { body, hmacToken: toHex(signature) };
}
