import { createHmac } from 'node:crypto';
import { sameDigest } from '../../../lib/secrets.ts';

/*
 * The manage-visit link every message about a visit carries: {site}/wizyty/{visitId}?t={token}.
 * The token is an HMAC-SHA-256 of the visit's id under VISIT_LINK_SECRET (base64url), so it
 * is bound to that visit, cannot be made up or altered, needs no storage, and any message
 * (a reminder written days later) can carry it again. It expires with the visit: the API
 * accepts it until the visit's last reservation has ended (visit-access.ts), so a link in an
 * old message opens nothing. Decision 0024.
 */

/** What is signed: the purpose with the id, so no other signature of the API's can pass as this one. */
const signedText = (visitId: string) => `visit:manage:${visitId}`;

/** The `t` of a visit's manage link. */
export function visitAccessToken(secret: string, visitId: string): string {
  return createHmac('sha256', secret).update(signedText(visitId)).digest('base64url');
}

/** Whether `token` is that visit's, compared in constant time. */
export function isVisitAccessToken(secret: string, visitId: string, token: string): boolean {
  return sameDigest(visitAccessToken(secret, visitId), token);
}

/** The link to the visit's page on the site, with its token. */
export function visitManageLink(links: { publicUrl: string; secret: string }, visitId: string): string {
  return `${links.publicUrl}/wizyty/${encodeURIComponent(visitId)}?t=${visitAccessToken(links.secret, visitId)}`;
}
