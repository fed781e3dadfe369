import type { UnsubscribeEmailQuery } from '@salon/contracts';

/*
 * The unsubscribe link in the chain's e-mails: /unsubscribe/email/{customerId}?sig=…,
 * plus the mailing's ids (llid, cid, uid) when a marketing campaign sent it. `sig` is
 * the API's signature of the customer id: whoever holds the link can unsubscribe that
 * customer, so it is a secret the page keeps in memory only. It never stays in the
 * address bar, the history or the analytics (`sig` is one of @salon/platform's link
 * secrets, which the page views and tracked events leave out).
 */

/** The unsubscribe link's own query keys: the page takes them out of the address. */
export const UNSUBSCRIBE_LINK_PARAMS: readonly string[] = ['sig', 'llid', 'cid', 'uid'];

/** The mailing an unsubscribe came from (spec part 2, section 7: sent only as all three). */
export interface MailingIds {
  lunchListId: string;
  emailId: string;
  contactUid: string;
}

export interface UnsubscribeLink {
  customerId: string;
  signature: string;
  mailing: MailingIds | null;
}

/** The link's parts, or null when it has no signature (cut short when copied, or opened a second time). */
export function readUnsubscribeLink(customerId: string, search: URLSearchParams): UnsubscribeLink | null {
  const signature = search.get('sig')?.trim();
  if (!customerId || !signature) return null;
  const lunchListId = search.get('llid');
  const emailId = search.get('cid');
  const contactUid = search.get('uid');
  return {
    customerId,
    signature,
    mailing: lunchListId && emailId && contactUid ? { lunchListId, emailId, contactUid } : null,
  };
}

/** The query of PUT /api/unsubscribe/email: the mailing's ids only when all three are present. */
export function unsubscribeQuery(link: UnsubscribeLink): UnsubscribeEmailQuery {
  return { customerId: link.customerId, signature: link.signature, ...(link.mailing ?? {}) };
}

/** `search` without the unsubscribe link's keys, for the address bar. */
export function withoutLinkParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of UNSUBSCRIBE_LINK_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
