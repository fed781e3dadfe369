import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Notifications } from '@salon/contracts/messages-api';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createProfileStore } from '../../../app/store.ts';
import { NotificationsBell } from './notifications-bell.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

let unread = 2;
const list = (): Notifications => ({
  unreadCount: unread,
  data: [
    { id: 'n1', kind: 'MESSAGE_RECEIVED', title: 'Nowa wiadomość', body: 'Biuro obsługi klienta odpowiedziało na Twoją wiadomość.', link: '/profil/wiadomosci', dateTime: '2026-11-24T11:30:00', read: unread === 0 },
    { id: 'n2', kind: 'POINTS_AWARDED', title: 'Nowe punkty', body: 'Dostajesz 120 punktów za wizytę w salonie Warszawa Puławska.', link: '/profil/wizyty', dateTime: '2026-11-20T10:00:00', read: unread === 0 },
  ],
});

beforeAll(() => initI18n());
beforeEach(() => {
  unread = 2;
  mockBaseQuery.mockReset();
  mockBaseQuery.mockImplementation(async ({ url, method }: { url: string; method?: string }) => {
    if (url.endsWith('/unread-count')) return { data: { unreadCount: unread } };
    if (url.endsWith('/markAsRead') && method === 'POST') {
      unread = 0;
      return { data: null };
    }
    if (url === '/api/users/me/notifications') return { data: list() };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

const renderBell = () =>
  renderRoutes(
    <Provider store={createProfileStore()}>
      <NotificationsBell />
    </Provider>,
    '/profil/rezerwacje',
  );

test('the badge counts the unread; opening lists them with links, marks them read, and the badge goes', async () => {
  const { location } = renderBell();
  const bell = screen.getByRole('button', { name: /Powiadomienia/ });
  expect(await within(bell).findByLabelText('2 nieprzeczytane')).toBeInTheDocument();

  await userEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Powiadomienia' });
  expect(await within(dialog).findByRole('link', { name: 'Nowa wiadomość' })).toHaveAttribute('href', '/profil/wiadomosci');
  expect(within(dialog).getAllByText('Nowe')).toHaveLength(2);
  expect(dialog).toHaveTextContent('24.11.2026 11:30');
  await waitFor(() => expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/users/me/notifications/markAsRead', method: 'POST' })));
  await waitFor(() => expect(within(bell).queryByLabelText(/nieprzeczytane/)).not.toBeInTheDocument());

  await userEvent.click(within(dialog).getByRole('link', { name: 'Nowe punkty' }));
  expect(location().pathname).toBe('/profil/wizyty');
});

test('nothing unread: no badge, and opening does not mark anything', async () => {
  unread = 0;
  renderBell();
  const bell = screen.getByRole('button', { name: 'Powiadomienia' });
  await userEvent.click(bell);
  await screen.findByRole('link', { name: 'Nowa wiadomość' });
  expect(mockBaseQuery).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/api/users/me/notifications/markAsRead' }));
});

test("a visit's notifications (booked, changed, cancelled, reminder) list with their texts and lead to the visit's page", async () => {
  const visitId = '0b7c1e2a-1111-4222-8333-444455556666';
  const visitNotifications: Notifications = {
    unreadCount: 4,
    data: [
      { id: 'n4', kind: 'VISIT_REMINDER', title: 'Jutro wizyta', body: 'Strzyżenie damskie, 25.11.2026 10:00, Salon Rynek.', link: `/wizyty/${visitId}`, dateTime: '2026-11-24T10:00:00', read: false },
      { id: 'n3', kind: 'VISIT_CANCELLED', title: 'Wizyta odwołana', body: 'Odwołaliśmy wizytę 25.11.2026 10:00.', link: `/wizyty/${visitId}`, dateTime: '2026-11-23T09:00:00', read: false },
      { id: 'n2', kind: 'VISIT_CHANGED', title: 'Wizyta zmieniona', body: 'Było: 24.11.2026 12:00. Jest: 25.11.2026 10:00.', link: `/wizyty/${visitId}`, dateTime: '2026-11-22T08:00:00', read: false },
      { id: 'n1', kind: 'VISIT_BOOKED', title: 'Wizyta zarezerwowana', body: 'Strzyżenie damskie, 24.11.2026 12:00, Salon Rynek.', link: `/wizyty/${visitId}`, dateTime: '2026-11-21T07:00:00', read: false },
    ],
  };
  mockBaseQuery.mockImplementation(async ({ url }: { url: string }) => {
    if (url.endsWith('/unread-count')) return { data: { unreadCount: 4 } };
    if (url === '/api/users/me/notifications') return { data: visitNotifications };
    return { data: null };
  });
  const { location } = renderBell();
  await userEvent.click(screen.getByRole('button', { name: /Powiadomienia/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Powiadomienia' });
  const items = await within(dialog).findAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Jutro wizyta', 'Wizyta odwołana', 'Wizyta zmieniona', 'Wizyta zarezerwowana']);
  for (const item of items) expect(within(item).getByRole('link')).toHaveAttribute('href', `/wizyty/${visitId}`);
  expect(items[2]).toHaveTextContent('Było: 24.11.2026 12:00. Jest: 25.11.2026 10:00.');
  expect(items[0]).toHaveTextContent('24.11.2026 10:00');

  await userEvent.click(within(dialog).getByRole('link', { name: 'Wizyta zmieniona' }));
  expect(location().pathname).toBe(`/wizyty/${visitId}`);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
