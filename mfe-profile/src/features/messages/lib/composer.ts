import { isApiError } from '@salon/contracts/api';
import { MESSAGE_MAX_LENGTH } from '@salon/contracts/messages-api';

/*
 * The rules of the message composer (spec part 2, "Profile: other pages", sections 5
 * and 9): Ctrl+Enter sends, an empty message is not sent, at most 5000 characters.
 */

/** The parts of a keyboard event the send shortcut looks at (a React or a DOM event). */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese…) is composing: Enter confirms the word there. */
  isComposing?: boolean;
}

/**
 * Ctrl+Enter, or Cmd+Enter on Apple keyboards, sends; Enter alone and Shift+Enter add a
 * line. Ctrl+Alt+Enter is refused: on Windows that is AltGr+Enter, a typing chord.
 */
export function isSendShortcut(event: ShortcutKeyEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.isComposing;
}

/** The text that is sent: without the blank lines and spaces around it. */
export function messageToSend(text: string): string {
  return text.trim();
}

/** A message is sent only with something in it, and within 5000 characters once trimmed. */
export function canSend(text: string, max: number = MESSAGE_MAX_LENGTH): boolean {
  const body = messageToSend(text);
  return body.length > 0 && body.length <= max;
}

/** The shortcut as the customer's keyboard names it. */
export function sendShortcutKeys(userAgent: string): string {
  return /Mac|iPhone|iPad|iPod/.test(userAgent) ? '⌘+Enter' : 'Ctrl+Enter';
}

/** From how many characters left the counter starts speaking, and where it speaks again. */
export const LIMIT_NOTICE_STEPS = [100, 20, 0] as const;

/**
 * Which step of the near-limit notice the text has reached: 0 while far from the limit,
 * then 1 from 100 characters left, 2 from 20 left, 3 at the limit. The polite live
 * region speaks only when the step changes, never at every keystroke.
 */
export function limitNoticeStep(length: number, max: number = MESSAGE_MAX_LENGTH): number {
  const remaining = Math.max(0, max - length);
  return LIMIT_NOTICE_STEPS.filter((step) => remaining <= step).length;
}

/** Why a message was not sent: the API refused its text, or anything else (with the API's code). */
export type SendFailure = { kind: 'invalidBody' } | { kind: 'other'; code: string };

/** INVALID_VALUE on `body` means blank or too long text; any other failure keeps its code for the common copy. */
export function sendFailure(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'other', code: 'UNKNOWN_ERROR' };
  if (error.code === 'INVALID_VALUE' && (error.field === undefined || error.field === 'body')) return { kind: 'invalidBody' };
  return { kind: 'other', code: error.code };
}
