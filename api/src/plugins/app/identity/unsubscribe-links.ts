import { hmacSha256, sameDigest } from '../../../lib/secrets.ts';
import type { Executor } from '../availability/availability-repository.ts';

/*
 * The unsubscribe link every e-mail to a customer who agreed to e-mail marketing carries:
 * {site}/unsubscribe/email/{customerId}?sig={signature}. The signature is an HMAC of the
 * customer id under UNSUBSCRIBE_SECRET, so a link unsubscribes the customer it was sent
 * to and nobody else; it does not expire (a link in an old e-mail must still work).
 */

/** What is signed: the purpose with the id, so no other signature of the API's can pass as this one. */
const signedText = (customerId: string) => `unsubscribe:email:${customerId}`;

/** The `sig` of a customer's unsubscribe link (hex). */
export function unsubscribeSignature(secret: string, customerId: string): string {
  return hmacSha256(secret, signedText(customerId));
}

/** Whether `signature` is that customer's, compared in constant time. */
export function isUnsubscribeSignature(secret: string, customerId: string, signature: string): boolean {
  return sameDigest(unsubscribeSignature(secret, customerId), signature);
}

/** The link to the site's unsubscribe page for a customer. */
export function unsubscribeLink(links: { publicUrl: string; secret: string }, customerId: string): string {
  return `${links.publicUrl}/unsubscribe/email/${encodeURIComponent(customerId)}?sig=${unsubscribeSignature(links.secret, customerId)}`;
}

/** The customer an e-mail goes to when it is their address and they agreed to e-mail marketing. */
export async function emailMarketingCustomerOf(executor: Executor, email: string): Promise<string | null> {
  const row = await executor
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('consent_email', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Revokes the customer's Email marketing consent. 'revoked' the first time, 'unchanged'
 * when it was not granted (a second click on the link), 'unknown' for no such customer.
 */
export async function revokeEmailMarketingConsent(
  db: Executor,
  customerId: string,
  now: Date,
): Promise<'revoked' | 'unchanged' | 'unknown'> {
  const revoked = await db
    .updateTable('users')
    .set({ consent_email: false, updated_at: now })
    .where('id', '=', customerId)
    .where('consent_email', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (revoked) return 'revoked';
  const known = await db.selectFrom('users').select('id').where('id', '=', customerId).executeTakeFirst();
  return known ? 'unchanged' : 'unknown';
}
