import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UserProfile } from '@salon/contracts/identity-api';
import { bus } from '@salon/platform';
import { getProfile } from '../../../api/profile.ts';
import { authApi } from '../../../app/api.ts';
import { createAuthStore, type AuthStore } from '../../../app/store.ts';
import { emailVerificationClosed, emailVerificationOpened } from '../../../lib/host-modals-slice.ts';
import { useEmailVerificationAtStart } from './use-email-verification-at-start.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const profile = (email: string | null, emailConfirmed: boolean): Partial<UserProfile> => ({
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email,
  emailConfirmed,
  unconfirmedEmail: email && !emailConfirmed ? email : null,
});

function Probe() {
  useEmailVerificationAtStart();
  return null;
}

function renderHook(store: AuthStore = createAuthStore()) {
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return { store, opened: () => store.getState().hostModals.emailVerification };
}

const profileRequests = () => mockBaseQuery.mock.calls.filter(([call]) => (call as { url: string }).url === '/api/users/me').length;
const signedIn = (authenticated: boolean) => act(() => bus.emit('session:changed', { authenticated, user: null }));

beforeEach(() => {
  mockBaseQuery.mockReset();
  bus.emit('session:changed', { authenticated: false, user: null });
});

describe('useEmailVerificationAtStart', () => {
  it('signed out: loads nothing and opens nothing', async () => {
    mockBaseQuery.mockResolvedValue({ data: profile(null, false) });
    const { opened } = renderHook();
    await act(async () => undefined);
    expect(profileRequests()).toBe(0);
    expect(opened()).toBe(false);
  });

  it.each([
    ['an unconfirmed e-mail', profile('anna@example.com', false)],
    ['no e-mail', profile(null, false)],
  ])('opens the modal for a customer with %s', async (_case, answer) => {
    mockBaseQuery.mockResolvedValue({ data: answer });
    bus.emit('session:changed', { authenticated: true, user: null });
    const { opened } = renderHook();
    await waitFor(() => expect(opened()).toBe(true));
  });

  it('leaves a customer with a confirmed e-mail alone', async () => {
    mockBaseQuery.mockResolvedValue({ data: profile('anna@example.com', true) });
    bus.emit('session:changed', { authenticated: true, user: null });
    const { opened } = renderHook();
    await waitFor(() => expect(profileRequests()).toBe(1));
    await act(async () => undefined);
    expect(opened()).toBe(false);
  });

  it('asks once per session: not again when the profile reloads, again after signing out and in', async () => {
    mockBaseQuery.mockResolvedValue({ data: profile('anna@example.com', false) });
    bus.emit('session:changed', { authenticated: true, user: null });
    const { store, opened } = renderHook();
    await waitFor(() => expect(opened()).toBe(true));

    act(() => void store.dispatch(emailVerificationClosed()));
    act(() => void store.dispatch(authApi.util.invalidateTags(['Profile'])));
    await waitFor(() => expect(profileRequests()).toBe(2));
    await act(async () => undefined);
    expect(opened()).toBe(false);

    signedIn(false);
    signedIn(true);
    await waitFor(() => expect(opened()).toBe(true));
  });

  it('a modal a sign-in already opened stays as it is and is not asked for again once closed', async () => {
    mockBaseQuery.mockResolvedValue({ data: profile(null, false) });
    const store = createAuthStore();
    // What completeSignIn does before it announces the session.
    await store.dispatch(getProfile.initiate(undefined, { subscribe: false }));
    store.dispatch(emailVerificationOpened());
    bus.emit('session:changed', { authenticated: true, user: null });
    const { opened } = renderHook(store);
    await act(async () => undefined);
    expect(opened()).toBe(true);

    act(() => void store.dispatch(emailVerificationClosed()));
    await act(async () => undefined);
    expect(opened()).toBe(false);
  });
});
