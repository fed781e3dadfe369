import type { SessionUser } from '@salon/contracts/events';
import type { UpdateProfile } from '@salon/contracts/identity-api';
import { testUserProfile } from '@salon/contracts/testing';
import { bus } from './event-bus.ts';
import { savePreferredSalon, type PreferredSalonCalls } from './preferred-salon.ts';
import { setRuntimeConfigForTests } from './runtime-config.ts';
import { setSessionUser, setTokens } from './session.ts';
import { fakeResponse, installFetch, resetWindowState } from './test-support.ts';

const ala: SessionUser = { id: 'u1', firstName: 'Ala', lastName: 'Nowak', email: 'ala@example.com', phone: '+48600100200', sex: 'F', preferredSalonId: 'M101' };
const profile = testUserProfile({ preferredSalon: { id: 'M101', name: 'Warszawa Puławska' }, marketingConsents: [{ channel: 'Email', granted: true }] });

beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests(null);
});

function callsSaving(): PreferredSalonCalls & { sent: UpdateProfile[] } {
  const sent: UpdateProfile[] = [];
  return {
    sent,
    loadProfile: jest.fn(async () => profile),
    updateProfile: jest.fn(async (body: UpdateProfile) => {
      sent.push(body);
      return { ...profile, preferredSalon: { id: body.preferredSalon!.id, name: 'Kraków Rynek' } };
    }),
  };
}

it('sends the profile loaded afresh back whole with only the salon changed, then tells every remote', async () => {
  setSessionUser(ala);
  const changed = jest.fn();
  const off = bus.on('preferred-salon:changed', changed);
  const calls = callsSaving();

  const saved = await savePreferredSalon('M201', calls);

  expect(calls.loadProfile).toHaveBeenCalledTimes(1);
  expect(calls.sent).toEqual([
    {
      firstName: 'Anna',
      lastName: 'Kowalska',
      phone: '+48600100200',
      email: 'anna@example.com',
      sex: 'F',
      marketingConsents: [{ channel: 'Email', granted: true }],
      preferredSalon: { id: 'M201' },
      language: 'pl',
    },
  ]);
  expect(saved.preferredSalon?.id).toBe('M201');
  expect(changed).toHaveBeenCalledWith({ salonId: 'M201' });
  // The session keeps who it knew and gains the salon.
  expect(bus.last('session:changed')).toEqual({ authenticated: true, user: { ...ala, preferredSalonId: 'M201' } });
  off();
});

it('announces nothing when the save fails', async () => {
  setSessionUser(ala);
  const changed = jest.fn();
  const off = bus.on('preferred-salon:changed', changed);
  const failure = { status: 400, code: 'INVALID_VALUE', field: 'preferredSalon.id' };
  const calls: PreferredSalonCalls = { loadProfile: async () => profile, updateProfile: () => Promise.reject(failure) };

  await expect(savePreferredSalon('M999', calls)).rejects.toBe(failure);
  expect(changed).not.toHaveBeenCalled();
  expect(bus.last('session:changed')?.user?.preferredSalonId).toBe('M101');
  off();
});

it('without calls of its own, asks the API directly (version 3) and builds the session from the answer', async () => {
  setTokens({ accessToken: 'a1', refreshToken: 'r1' });
  const fetchMock = installFetch();
  fetchMock
    .mockResolvedValueOnce(fakeResponse(200, profile))
    .mockResolvedValueOnce(fakeResponse(200, { ...profile, preferredSalon: { id: 'M201', name: 'Kraków Rynek' } }));

  await savePreferredSalon('M201');

  const [getUrl, get] = fetchMock.mock.calls[0]!;
  const [putUrl, put] = fetchMock.mock.calls[1]!;
  expect(String(getUrl)).toMatch(/\/api\/users\/me$/);
  expect(get?.method ?? 'GET').toBe('GET');
  expect(String(putUrl)).toMatch(/\/api\/users\/me$/);
  expect(put?.method).toBe('PUT');
  expect(new Headers(put?.headers).get('x-api-version')).toBe('3');
  expect(JSON.parse(String(put?.body))).toMatchObject({ preferredSalon: { id: 'M201' }, firstName: 'Anna' });
  expect(bus.last('session:changed')?.user).toMatchObject({ id: 'u1', firstName: 'Anna', preferredSalonId: 'M201' });
});
