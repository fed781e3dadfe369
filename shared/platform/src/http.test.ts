import type { LogoutReason } from '@salon/contracts/events';
import { bus } from './event-bus.ts';
import { ApiRequestError, apiFetch, apiRequest } from './http.ts';
import { setCurrentLanguage } from './language.ts';
import { setRuntimeConfigForTests } from './runtime-config.ts';
import { getTokens, setTokens } from './session.ts';
import { fakeResponse, headersOf, installFetch, resetWindowState, type FetchMock } from './test-support.ts';

let fetchMock: FetchMock;
let logouts: LogoutReason[];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests(null);
  fetchMock = installFetch();
  logouts = [];
  stopListening = bus.on('auth:logout', (e) => logouts.push(e.reason));
});
afterEach(() => stopListening());

/** Rejects with the ApiRequestError the call threw. */
async function failure(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError)) throw error;
  return error;
}

describe('request', () => {
  it('sends language, brand, client name, bearer token, API version and captcha headers', async () => {
    setRuntimeConfigForTests({ brand: 'Studio' });
    setCurrentLanguage('fr');
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock.mockResolvedValue(fakeResponse(200, { ok: true }));

    await apiFetch('/api/auth/email/send-token', {
      method: 'POST',
      body: { email: 'ala@example.com' },
      apiVersion: 4,
      captcha: { token: 'cap', action: 'emailTokenRequest' },
    });

    expect(headersOf(fetchMock)).toEqual({
      accept: 'application/json',
      'accept-language': 'fr-fr',
      'x-brand': 'Studio',
      'x-client-name': 'web',
      authorization: 'Bearer a1',
      'x-api-version': '4',
      'x-captcha-token': 'cap',
      'x-captcha-action': 'emailTokenRequest',
      'content-type': 'application/json',
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"ala@example.com"}');
  });

  it("adds a call's own headers, which cannot replace the standard ones", async () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    await apiFetch('/api/visits/v1', { headers: { 'x-visit-token': 'tok', 'X-Client-Name': 'other' } });
    expect(headersOf(fetchMock)).toMatchObject({ 'x-visit-token': 'tok', 'x-client-name': 'web', authorization: 'Bearer a1' });
  });

  it('builds the URL from apiBaseUrl and drops undefined query values', async () => {
    setRuntimeConfigForTests({ apiBaseUrl: 'https://api.salon.example/' });
    fetchMock.mockResolvedValue(fakeResponse(200, []));
    await apiFetch('/api/salons', { query: { location: '52.2,21.0', disabled: true, city: undefined, page: 2 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.salon.example/api/salons?location=52.2%2C21.0&disabled=true&page=2');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
  });

  it('sends no token when signed out or when auth is false', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    await apiFetch('/api/blog');
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    await apiFetch('/api/blog', { auth: false });
    expect(headersOf(fetchMock, 0)).not.toHaveProperty('authorization');
    expect(headersOf(fetchMock, 1)).not.toHaveProperty('authorization');
  });

  it('passes FormData through without a JSON content type (file uploads)', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    const form = new FormData();
    form.append('firstName', 'Ala');
    await apiFetch('/api/recruitment/send-application/abc', { body: form });
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(form);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(headersOf(fetchMock)).not.toHaveProperty('content-type');
  });
});

describe('response', () => {
  it('returns body, status and headers (the Location of a created visit)', async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, { id: 'v1' }, { Location: '/api/visits/v1' }));
    const result = await apiRequest<{ id: string }>('/api/visits', { method: 'POST', body: {} });
    expect(result.data).toEqual({ id: 'v1' });
    expect(result.status).toBe(201);
    expect(result.headers.get('location')).toBe('/api/visits/v1');
  });

  it('gives undefined for 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(204));
    await expect(apiFetch('/api/messages/markAsRead', { method: 'POST' })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(fakeResponse(200, ''));
    await expect(apiFetch('/api/unsubscribe/email', { method: 'PUT' })).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('throws the API error body as it is, with the field and extra fields', async () => {
    const body = { status: 400, code: 'INVALID_VALUE', field: 'email', min: 3 };
    fetchMock.mockResolvedValue(fakeResponse(400, body));
    const error = await failure(apiFetch('/api/auth/identify', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.error).toEqual(body);
  });

  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['an empty body', undefined],
    ['JSON that is not an API error', { message: 'nope' }],
  ])('turns %s into UNKNOWN_ERROR with the HTTP status', async (_label, body) => {
    fetchMock.mockResolvedValue(fakeResponse(502, body));
    const error = await failure(apiFetch('/api/salons'));
    expect(error.error).toEqual({ status: 502, code: 'UNKNOWN_ERROR' });
    expect(error.status).toBe(502);
  });

  it('turns a network failure into status 0 UNKNOWN_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/salons'));
    expect(error.error).toEqual({ status: 0, code: 'UNKNOWN_ERROR' });
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rejects an aborted call with the AbortError itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abortError);
    await expect(apiFetch('/api/salons', { signal: controller.signal })).rejects.toBe(abortError);
  });
});

describe('401 and 403', () => {
  const refreshCall = (call: [RequestInfo | URL, RequestInit?]) => String(call[0]).endsWith('/api/login/refresh');

  beforeEach(() => setTokens({ accessToken: 'a1', refreshToken: 'r1' }));

  it('refreshes once and replays the call with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValueOnce(fakeResponse(200, { id: 'me' }));

    await expect(apiFetch('/api/users/me')).resolves.toEqual({ id: 'me' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(refreshCall(fetchMock.mock.calls[1]!)).toBe(true);
    expect(headersOf(fetchMock, 0).authorization).toBe('Bearer a1');
    expect(headersOf(fetchMock, 2).authorization).toBe('Bearer a2');
    expect(logouts).toEqual([]);
  });

  it('forces a logout when the replay is refused again', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }));

    const error = await failure(apiFetch('/api/users/me'));
    expect(error.status).toBe(401);
    expect(error.error.code).toBe('UNAUTHORIZED');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(logouts).toEqual(['forced']);
    expect(getTokens()).toBeNull();
  });

  it('forces a logout without replaying when the refresh is refused', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }));
    const error = await failure(apiFetch('/api/users/me'));
    expect(error.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(logouts).toEqual(['forced']);
    expect(getTokens()).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the API', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/users/me'));
    expect(error.status).toBe(0);
    expect(logouts).toEqual([]);
    expect(getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('shares one refresh between calls failing together and announces one logout', async () => {
    fetchMock.mockImplementation(async (input) =>
      refreshCall([input]) ? fakeResponse(401, '') : fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }),
    );
    const results = await Promise.allSettled([apiFetch('/api/vouchers'), apiFetch('/api/campaigns'), apiFetch('/api/messages')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fetchMock.mock.calls.filter(refreshCall)).toHaveLength(1);
    expect(logouts).toEqual(['forced']);
  });

  it('replays without refreshing when another caller already refreshed meanwhile', async () => {
    fetchMock.mockImplementationOnce(async () => {
      setTokens({ accessToken: 'a2', refreshToken: 'r2' });
      return fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' });
    });
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { id: 'me' }));
    await expect(apiFetch('/api/users/me')).resolves.toEqual({ id: 'me' });
    expect(fetchMock.mock.calls.filter(refreshCall)).toHaveLength(0);
    expect(headersOf(fetchMock, 1).authorization).toBe('Bearer a2');
  });

  it('does not refresh or log out on a 401 to a call that sent no token (wrong password)', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, { status: 401, code: 'BAD_CREDENTIALS' }));
    const error = await failure(apiFetch('/api/auth/login', { method: 'POST', body: {}, auth: false }));
    expect(error.error.code).toBe('BAD_CREDENTIALS');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logouts).toEqual([]);
    expect(getTokens()).not.toBeNull();
  });

  it('logs out as inactive on 403 USER_INACTIVE', async () => {
    fetchMock.mockResolvedValue(fakeResponse(403, { status: 403, code: 'USER_INACTIVE' }));
    const error = await failure(apiFetch('/api/users/me'));
    expect(error.error).toEqual({ status: 403, code: 'USER_INACTIVE' });
    expect(logouts).toEqual(['inactive']);
    expect(getTokens()).toBeNull();
    expect(bus.last('session:changed')).toEqual({ authenticated: false, user: null });
  });

  it('leaves other 403s and a USER_INACTIVE answer to sign-in alone', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(403, { status: 403, code: 'NOT_FOUND' }));
    await failure(apiFetch('/api/users/me'));
    fetchMock.mockResolvedValueOnce(fakeResponse(403, { status: 403, code: 'USER_INACTIVE' }));
    await failure(apiFetch('/api/auth/login', { method: 'POST', body: {}, auth: false }));
    expect(logouts).toEqual([]);
    expect(getTokens()).not.toBeNull();
  });
});
