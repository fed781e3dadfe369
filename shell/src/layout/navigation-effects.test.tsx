import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { loadRemoteModule, track } from '@salon/platform';
import { resetBookingVisitForTests } from '../pages/reservation-card-slot.tsx';
import { renderAppAt as renderAt, routerLocation } from '../app/app-testing.tsx';
import '../i18n.ts';

/*
 * The manage-visit link (/wizyty/{id}?t={token}) opens the booking remote, which takes
 * the token out of the address once it has loaded. Until then the shell's page views
 * must not report it, nor carry it over to the next page.
 */

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRemoteModule: jest.fn(),
  track: jest.fn(),
}));

const TOKEN = 'manage-token-0123456789';

const location = routerLocation;
const reported = () => JSON.stringify(jest.mocked(track).mock.calls);

beforeAll(() => initI18n());
beforeEach(() => {
  resetBookingVisitForTests();
  // A booking remote that, like one still loading, leaves the address as it is.
  jest.mocked(loadRemoteModule).mockImplementation(async (remote: string) => ({ default: () => <h1>{`remote ${remote}`}</h1> }));
});

test("a visit's page view is reported without the link's token", async () => {
  renderAt(`/wizyty/v1?t=${TOKEN}&utm_source=sms`);
  await screen.findByRole('heading', { level: 1, name: 'remote booking' });
  expect(track).toHaveBeenCalledWith('navigation', { from: null, to: '/wizyty/v1?utm_source=sms' });
  expect(reported()).not.toContain(TOKEN);
});

test('leaving the page carries its other keys over, never the token', async () => {
  renderAt(`/wizyty/v1?t=${TOKEN}&utm_source=sms`);
  await screen.findByRole('heading', { level: 1, name: 'remote booking' });
  await userEvent.click(screen.getAllByRole('link', { name: 'Blog', hidden: true })[0]!);
  await waitFor(() => expect(location()).toBe('/blog?utm_source=sms'));
  expect(track).toHaveBeenCalledWith('navigation', { from: '/wizyty/v1?utm_source=sms', to: '/blog?utm_source=sms' });
  expect(reported()).not.toContain(TOKEN);
});

test('a query that held only the token carries nothing over', async () => {
  renderAt(`/wizyty/v1?t=${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'remote booking' });
  await userEvent.click(screen.getAllByRole('link', { name: 'Blog', hidden: true })[0]!);
  await waitFor(() => expect(track).toHaveBeenCalledWith('navigation', { from: '/wizyty/v1', to: '/blog' }));
  expect(location()).toBe('/blog');
});

test('`t` on any other page is no secret: it is reported and carried as before', async () => {
  renderAt('/o-nas?t=30s');
  await screen.findByRole('heading', { level: 1, name: 'O nas' });
  await userEvent.click(screen.getAllByRole('link', { name: 'Blog', hidden: true })[0]!);
  await waitFor(() => expect(location()).toBe('/blog?t=30s'));
  expect(track).toHaveBeenCalledWith('navigation', { from: '/o-nas?t=30s', to: '/blog?t=30s' });
});
