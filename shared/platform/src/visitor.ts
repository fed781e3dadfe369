import { newVisitorId, visitorCookie, visitorIdFromCookies } from '@salon/contracts/canary';

let pageVisitorId: string | undefined;

/**
 * This browser's visitor id, which decides whether it gets a remote's canary
 * (@salon/contracts/canary, decision 0038): the one in the `salon_visitor` cookie (the
 * gateway sets it with the first page), else a new one, kept in that cookie. Random, no
 * personal data. With cookies blocked the id lives as long as the page.
 */
export function visitorId(): string {
  if (pageVisitorId) return pageVisitorId;
  const kept = visitorIdFromCookies(document.cookie);
  if (kept) return (pageVisitorId = kept);
  const id = newVisitorId();
  document.cookie = visitorCookie(id, window.location.protocol === 'https:');
  return (pageVisitorId = id);
}

/** Tests: forget the id this page read. */
export function forgetVisitorIdForTests(): void {
  pageVisitorId = undefined;
}
