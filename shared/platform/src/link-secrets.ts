import { VISIT_TOKEN_QUERY } from '@salon/contracts/reservations-api';

/*
 * Links in the chain's messages that carry a secret in their query: whoever holds the
 * link may act with it, so the secret must never reach the analytics, nor be carried
 * over to another page, nor stay in the address bar. The page a link opens reads its
 * secret once and replaces the address without it; until then (a remote still loading)
 * the shell's page views and every tracked event leave it out through this one rule.
 */

/** A query key that carries a link's secret, and the pages it does on (null: on any page). */
interface LinkSecret {
  param: string;
  pathPrefix: string | null;
}

const LINK_SECRETS: readonly LinkSecret[] = [
  // The unsubscribe link's signature (/unsubscribe/email/{customerId}?sig=…): the shell's page.
  { param: 'sig', pathPrefix: null },
  // The manage-visit link's token (/wizyty/{visitId}?t=…): the booking remote's page. Only
  // there: `t` elsewhere may mean something harmless (a video's start time).
  { param: VISIT_TOKEN_QUERY, pathPrefix: '/wizyty/' },
];

/** The query keys that hold a link's secret on `pathname`. */
export function linkSecretParams(pathname: string): string[] {
  return LINK_SECRETS.filter(({ pathPrefix }) => pathPrefix === null || pathname.startsWith(pathPrefix)).map(({ param }) => param);
}

/**
 * `search` of a page at `pathname` without the link secrets it holds, for what the
 * analytics record and what may be carried to another page: on `/wizyty/v1`,
 * "?t=x&utm_source=sms" → "?utm_source=sms"; "?t=x" → "". Unchanged when there is none.
 */
export function withoutLinkSecrets(search: string, pathname: string): string {
  if (!search) return search;
  const params = new URLSearchParams(search);
  const secrets = linkSecretParams(pathname).filter((key) => params.has(key));
  if (secrets.length === 0) return search;
  for (const key of secrets) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
