import { render, waitFor } from '@testing-library/react';
import { bus } from '@salon/platform';
import { createBookingStore } from './store.ts';
import { attachSessionEffects, SessionEffects } from './session-effects.tsx';
import '../api/get-profile.ts';
import '../api/get-last-visit.ts';
import '../api/get-salons.ts';
import { bookingApi } from './api.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

interface Call {
  url: string;
}
const reads = (url: string) => mockBaseQuery.mock.calls.filter(([call]) => (call as Call).url === url).length;

/* The endpoints as the screens use them; injected by the imports above. */
type Endpoints = {
  getProfile: { initiate: (arg: undefined) => never };
  getLastVisit: { initiate: (arg: undefined) => never };
  getSalons: { initiate: (arg: undefined) => never };
};
const endpoints = bookingApi.endpoints as unknown as Endpoints;

function storeWithCustomerData() {
  const store = createBookingStore();
  // Subscriptions, as mounted screens would hold them.
  store.dispatch(endpoints.getProfile.initiate(undefined));
  store.dispatch(endpoints.getLastVisit.initiate(undefined));
  store.dispatch(endpoints.getSalons.initiate(undefined));
  return store;
}

beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(async ({ url }: Call) => {
    if (url === '/api/users/me') return { data: { id: 'u1', preferredSalon: null } };
    if (url === '/api/visits/last') return { data: { id: 'v1' } };
    if (url === '/api/salons') return { data: [] };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

it.each(['auth:login', 'auth:registered'] as const)('%s fetches the profile and the last visit again, not the catalogue', async (event) => {
  const store = storeWithCustomerData();
  render(<SessionEffects store={store} />);
  await waitFor(() => expect(reads('/api/users/me')).toBe(1));
  await waitFor(() => expect(reads('/api/visits/last')).toBe(1));

  bus.emit(event, { user: null });
  await waitFor(() => expect(reads('/api/users/me')).toBe(2));
  await waitFor(() => expect(reads('/api/visits/last')).toBe(2));
  expect(reads('/api/salons')).toBe(1);
});

it('profile:updated fetches the profile again', async () => {
  const store = storeWithCustomerData();
  render(<SessionEffects store={store} />);
  await waitFor(() => expect(reads('/api/users/me')).toBe(1));
  bus.emit('profile:updated', { user: { id: 'u1', firstName: 'A', lastName: 'B', email: null, phone: null, sex: null, preferredSalonId: null } });
  await waitFor(() => expect(reads('/api/users/me')).toBe(2));
});

it('auth:logout drops the whole cache, so no signed-in data stays', async () => {
  const store = storeWithCustomerData();
  render(<SessionEffects store={store} />);
  await waitFor(() => expect(Object.keys(store.getState().bookingApi.queries)).toHaveLength(3));
  await waitFor(() => expect(store.getState().bookingApi.queries['getProfile(undefined)']?.data).toBeDefined());

  bus.emit('auth:logout', { reason: 'user' });
  expect(store.getState().bookingApi.queries['getProfile(undefined)']?.data).toBeUndefined();
  expect(store.getState().bookingApi.queries['getLastVisit(undefined)']?.data).toBeUndefined();
});

it('listens once per store however many modules mount it, and stops when the last one goes', async () => {
  const store = storeWithCustomerData();
  const dispatch = jest.spyOn(store, 'dispatch');
  const first = attachSessionEffects(store);
  const second = attachSessionEffects(store);
  bus.emit('auth:logout', { reason: 'forced' });
  expect(dispatch).toHaveBeenCalledTimes(1);

  first();
  bus.emit('auth:logout', { reason: 'forced' });
  expect(dispatch).toHaveBeenCalledTimes(2);

  second();
  bus.emit('auth:logout', { reason: 'forced' });
  expect(dispatch).toHaveBeenCalledTimes(2);
});

it('unmounting stops listening', () => {
  const store = createBookingStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const { unmount } = render(<SessionEffects store={store} />);
  unmount();
  bus.emit('auth:logout', { reason: 'user' });
  expect(dispatch).not.toHaveBeenCalled();
});
