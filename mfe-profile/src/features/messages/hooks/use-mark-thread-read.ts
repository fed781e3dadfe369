import { useEffect, useRef } from 'react';
import type { Message } from '@salon/contracts/messages-api';
import { useMarkMessagesReadMutation } from '../api/mark-messages-read.ts';
import { unreadCount } from '../lib/thread.ts';

/**
 * Opening the tab marks customer service's answers read: once the thread has loaded
 * and holds at least one unread answer, markAsRead is called, once per opening. Its
 * failure is ignored (spec part 2, section 8). The thread is not reloaded afterwards,
 * so the "new" markers stay for this visit and the customer still sees what came.
 */
export function useMarkThreadRead(messages: readonly Message[] | undefined): void {
  const [markRead] = useMarkMessagesReadMutation();
  const marked = useRef(false);

  useEffect(() => {
    if (marked.current || !messages || unreadCount(messages) === 0) return;
    marked.current = true;
    // The trigger resolves with { error } rather than throwing: nothing to catch, nothing shown.
    void markRead();
  }, [messages, markRead]);
}
