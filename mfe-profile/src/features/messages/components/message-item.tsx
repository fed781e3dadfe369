import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Message } from '@salon/contracts/messages-api';
import { formatDate } from '@salon/i18n';
import { Button, VisuallyHidden, media } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { MESSAGE_DATE_FORMAT, actionTarget, isUnread, type MessageAction } from '../lib/thread.ts';

/**
 * One message of the thread: the customer's own on the right, customer service's on
 * the left. Side and shade are never the only clue: each says who wrote it and when,
 * and an unread answer carries the word "new".
 */
export function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const sent = message.direction === 'SENT';
  const unread = isUnread(message);
  const actions = message.actions.filter((action) => actionTarget(action.link) !== null);

  return (
    <Item $sent={sent}>
      <Bubble $sent={sent} $unread={unread}>
        <Meta>
          <Author>{t(sent ? 'messages.author.you' : 'messages.author.customerService')}</Author>{' '}
          <time dateTime={message.dateTime}>{formatDate(message.dateTime, MESSAGE_DATE_FORMAT)}</time>
          {unread && (
            <>
              {' '}
              <NewBadge>{t('messages.new')}</NewBadge>
            </>
          )}
        </Meta>
        <Body>{message.body}</Body>
        {actions.length > 0 && (
          <Actions>
            {actions.map((action) => (
              <li key={`${action.title}-${action.link}`}>
                <ActionLink action={action} />
              </li>
            ))}
          </Actions>
        )}
      </Bubble>
    </Item>
  );
}

/** A page of the site opens in place; an https page opens in a new tab, and says so. */
function ActionLink({ action }: { action: MessageAction }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const target = actionTarget(action.link);
  if (!target) return null;
  if (target.kind === 'internal') {
    return (
      <Button as={Link} to={target.to} variant="secondary" size="sm">
        {action.title}
      </Button>
    );
  }
  return (
    <Button as="a" href={target.href} target="_blank" rel="noopener noreferrer" variant="secondary" size="sm">
      {action.title}
      <VisuallyHidden> ({t('messages.opensInNewTab')})</VisuallyHidden>
      <span aria-hidden="true">↗</span>
    </Button>
  );
}

const Item = styled.li<{ $sent: boolean }>`
  display: flex;
  justify-content: ${({ $sent }) => ($sent ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $sent: boolean; $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 90%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  ${({ $sent, theme }) =>
    $sent
      ? css`
          background: ${theme.colors.primarySoft};
          border-bottom-right-radius: ${theme.radii.sm};
        `
      : css`
          background: ${theme.colors.surface};
          border-bottom-left-radius: ${theme.radii.sm};
        `}
  ${({ $unread, theme }) =>
    $unread &&
    css`
      border-left: 4px solid ${theme.colors.primary};
    `}

  ${media.up('tablet')} {
    max-width: 75%;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Author = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const NewBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const Body = styled.p`
  margin: 0;
  /* The customer's line breaks are kept; long words and links wrap instead of widening the page. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
