import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@salon/i18n';
import { Button, Dialog, RetryAlert, Spinner } from '@salon/ui';
import { useGetNotificationsQuery, useGetUnreadCountQuery, useMarkNotificationsReadMutation } from '../api/notifications.ts';

/**
 * The notifications bell beside the balance (spec part 2, "Also in the profile:
 * notifications"): the unread count as a badge; opening it lists the newest
 * notifications (points awarded, a voucher about to expire, an answer from customer
 * service, a visit of the account booked, changed, cancelled or coming up) and marks them
 * read once they are on screen. The API words each in the page's language and gives its
 * link (a visit's page, `/wizyty/{id}`, which opens for its owner without a token): the
 * list needs no kind of its own to show one.
 */
export function NotificationsBell() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const { data: count } = useGetUnreadCountQuery();
  const unread = count?.unreadCount ?? 0;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BellIcon />
        <span>{t('notifications.open')}</span>
        {unread > 0 && (
          <Badge aria-label={t('notifications.unread', { count: unread })}>
            <span aria-hidden="true">{unread}</span>
          </Badge>
        )}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('notifications.title')}>
        {open && <NotificationsList onNavigate={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function NotificationsList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('profile');
  const list = useGetNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationsReadMutation();
  const marked = useRef(false);
  const unread = list.data?.unreadCount ?? 0;

  // Seen once they are listed: mark them read (the list keeps showing which were new).
  useEffect(() => {
    if (marked.current || unread === 0 || list.isFetching) return;
    marked.current = true;
    void markRead();
  }, [unread, list.isFetching, markRead]);

  if (list.isLoading) return <Spinner label={t('notifications.loading')} />;
  if (list.isError || !list.data) return <RetryAlert message={t('notifications.failed')} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <p>{t('notifications.empty')}</p>;
  return (
    <List>
      {list.data.data.map((notification) => (
        <Item key={notification.id}>
          <Heading>
            <Link to={notification.link} onClick={onNavigate}>
              {notification.title}
            </Link>
            {!notification.read && <New>{t('notifications.new')}</New>}
          </Heading>
          <p>{notification.body}</p>
          <When dateTime={notification.dateTime}>{formatDate(notification.dateTime, 'dd.MM.yyyy HH:mm')}</When>
        </Item>
      ))}
    </List>
  );
}

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
      />
    </svg>
  );
}

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: ${({ theme }) => theme.space.xxs} 0;
  }
`;

const Heading = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** "New" is written out, not only coloured. */
const New = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
