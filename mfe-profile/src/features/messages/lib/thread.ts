import type { Message } from '@salon/contracts/messages-api';

/*
 * The rules of the thread with customer service (spec part 2, "Profile: other pages",
 * "Message" and section 7).
 */

/** A button under an answer: its title and where it leads. */
export type MessageAction = Message['actions'][number];

/** Each message's time, in the page language: 22.11.2026 10:30. */
export const MESSAGE_DATE_FORMAT = 'dd.MM.yyyy HH:mm';

/** An answer from customer service the customer has not seen yet; the customer's own messages are always read. */
export function isUnread(message: Message): boolean {
  return message.direction === 'RECEIVED' && !message.read;
}

/** How many answers are new: markAsRead is called only when there is at least one. */
export function unreadCount(messages: readonly Message[]): number {
  return messages.filter(isUnread).length;
}

/**
 * The thread as shown: the loaded one, then the messages sent on this visit that it does
 * not hold yet (all of them when the load failed or is still running). Kept by id, so a
 * later reload that brings them does not show them twice.
 */
export function mergeThread(loaded: readonly Message[] | undefined, sentHere: readonly Message[]): Message[] {
  const base = loaded ?? [];
  const known = new Set(base.map((message) => message.id));
  return [...base, ...sentHere.filter((message) => !known.has(message.id))];
}

/** Where an action leads: a page of the site (a router link) or an https page (a new tab). */
export type ActionTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * The contract allows a site path or an https URL; anything else (another scheme, a
 * protocol-relative `//host` that would leave the site) is not shown as a link.
 */
export function actionTarget(link: string): ActionTarget | null {
  if (link.startsWith('/')) return /^\/[/\\]/.test(link) ? null : { kind: 'internal', to: link };
  if (!link.startsWith('https://')) return null;
  try {
    return { kind: 'external', href: new URL(link).href };
  } catch {
    return null;
  }
}
