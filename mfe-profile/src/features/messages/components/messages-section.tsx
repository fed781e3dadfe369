import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Message } from '@salon/contracts/messages-api';
import { Button, EmptyState, Spinner, VisuallyHidden } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { useGetMessagesQuery } from '../api/get-messages.ts';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read.ts';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest.ts';
import { mergeThread, unreadCount } from '../lib/thread.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem } from './message-item.tsx';

/**
 * The profile's messages tab (spec part 2, "Profile: other pages"): the customer's
 * thread with customer service, oldest first, and the composer below it. Opening it
 * marks the answers read. A failed load is not an error screen (the spec ignores it):
 * one neutral line says the earlier messages could not be loaded, and writing still works.
 */
export function MessagesSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const thread = useGetMessagesQuery(undefined, { refetchOnMountOrArgChange: true });
  // Messages sent on this visit, kept beside the cache rather than written into it: when
  // the load failed there is no cache entry to write to, and the next opening reloads anyway.
  const [sentHere, setSentHere] = useState<Message[]>([]);
  const messages = useMemo(() => mergeThread(thread.data, sentHere), [thread.data, sentHere]);
  const loading = !thread.data && !thread.isError;
  const loadFailed = !thread.data && thread.isError;
  const unread = thread.data ? unreadCount(thread.data) : 0;
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);

  useMarkThreadRead(thread.data);
  useScrollToNewest(box, loading ? undefined : messages.at(-1)?.id);

  return (
    <Wrapper>
      <section>
        <VisuallyHidden as="h2" id={headingId}>
          {t('messages.thread.title')}
        </VisuallyHidden>
        {loading ? (
          <Spinner label={t('messages.thread.loading')} />
        ) : (
          <>
            {loadFailed && (
              <Note>
                {t('messages.thread.loadFailed')}{' '}
                <Button variant="link" onClick={() => void thread.refetch()}>
                  {t('common:retry')}
                </Button>
              </Note>
            )}
            {unread > 0 && <Note>{t('messages.thread.unread', { count: unread })}</Note>}
            {/* A log: what is added (the message just sent) is read out politely. Focusable, since it scrolls. */}
            <Log ref={box} role="log" aria-labelledby={headingId} tabIndex={messages.length > 0 ? 0 : undefined}>
              {messages.length > 0 ? (
                <List role="list">
                  {messages.map((message) => (
                    <MessageItem key={message.id} message={message} />
                  ))}
                </List>
              ) : (
                !loadFailed && (
                  <EmptyState headingLevel={3} title={t('messages.thread.empty.title')} description={t('messages.thread.empty.text')} />
                )
              )}
            </Log>
          </>
        )}
      </section>
      <MessageComposer onSent={(message) => setSentHere((sent) => [...sent, message])} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Log = styled.div`
  /* The thread scrolls in its own box so the composer stays close to the newest message. */
  max-height: min(60vh, 640px);
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
`;
