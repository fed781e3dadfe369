import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { LogoutReason } from '@salon/contracts/events';
import { createBaseQuery, type ApiQueryMeta } from './base-query.ts';
import { bus } from './event-bus.ts';
import { setRuntimeConfigForTests } from './runtime-config.ts';
import { setTokens } from './session.ts';
import { fakeResponse, headersOf, installFetch, resetWindowState, type FetchMock } from './test-support.ts';

let fetchMock: FetchMock;

function queryApi(signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests(null);
  fetchMock = installFetch();
});

describe('createBaseQuery', () => {
  it('treats a string as a GET of that path', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, [{ id: 'M1' }]));
    const result = await createBaseQuery()('/api/salons/suggested', queryApi(), {});
    expect(result.data).toEqual([{ id: 'M1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/salons/suggested');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
  });

  it('maps url, method, body, params and apiVersion, and returns status and headers as meta', async () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock.mockResolvedValue(fakeResponse(200, { firstName: 'Ala' }, { 'X-Trace': 't1' }));
    const result = await createBaseQuery()(
      { url: '/api/users/me', method: 'PUT', body: { firstName: 'Ala' }, params: { a: 1, b: undefined }, apiVersion: 3 },
      queryApi(),
      {},
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/me?a=1');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"firstName":"Ala"}');
    expect(headersOf(fetchMock)).toMatchObject({ 'x-api-version': '3', authorization: 'Bearer a1' });
    expect(result.data).toEqual({ firstName: 'Ala' });
    expect(result.meta?.status).toBe(200);
    expect(result.meta?.headers?.get('x-trace')).toBe('t1');
  });

  it("sends the call's own headers, also on the replay after a refresh", async () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValueOnce(fakeResponse(200, { id: 'v1' }));
    const result = await createBaseQuery()({ url: '/api/visits/v1', headers: { 'x-visit-token': 'tok' } }, queryApi(), {});
    expect(result.data).toEqual({ id: 'v1' });
    expect(headersOf(fetchMock, 0)).toMatchObject({ 'x-visit-token': 'tok', authorization: 'Bearer a1' });
    expect(headersOf(fetchMock, 2)).toMatchObject({ 'x-visit-token': 'tok', authorization: 'Bearer a2' });
  });

  it('gives null for an empty body, since RTK Query rejects undefined data', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    const result = await createBaseQuery()({ url: '/api/visits/v1', method: 'DELETE' }, queryApi(), {});
    expect(result).toEqual({ data: null, meta: expect.objectContaining({ status: 204 }) });
  });

  it('returns the API error instead of throwing', async () => {
    fetchMock.mockResolvedValue(fakeResponse(409, { status: 409, code: 'SLOT_NOT_AVAILABLE' }));
    const result = await createBaseQuery()({ url: '/api/visits', method: 'POST', body: {} }, queryApi(), {});
    expect(result.error).toEqual({ status: 409, code: 'SLOT_NOT_AVAILABLE' });
    expect(result.data).toBeUndefined();
  });

  it('returns a network failure as status 0 UNKNOWN_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createBaseQuery()('/api/salons', queryApi(), {});
    expect(result.error).toEqual({ status: 0, code: 'UNKNOWN_ERROR' });
  });

  it('marks an aborted request instead of throwing', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const result = await createBaseQuery()('/api/salons', queryApi(controller.signal), {});
    expect(result.error).toEqual({ status: 0, code: 'UNKNOWN_ERROR', aborted: true });
  });

  it('shares the refresh-then-logout handling of apiFetch', async () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const reasons: LogoutReason[] = [];
    const off = bus.on('auth:logout', (e) => reasons.push(e.reason));
    fetchMock
      .mockResolvedValueOnce(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(fakeResponse(400, { status: 400, code: 'INVALID_TOKEN' }));
    const result = await createBaseQuery()('/api/vouchers', queryApi(), {});
    off();
    expect(result.error?.code).toBe('UNAUTHORIZED');
    expect(reasons).toEqual(['forced']);
  });

  it('works in createApi, where transformResponse can read the Location header', async () => {
    const api = createApi({
      reducerPath: 'visitsApi',
      baseQuery: createBaseQuery(),
      endpoints: (build) => ({
        createVisit: build.mutation<string | null, { salonId: string }>({
          query: (body) => ({ url: '/api/visits', method: 'POST', body }),
          transformResponse: (_body: unknown, meta: ApiQueryMeta | undefined) =>
            meta?.headers?.get('Location')?.split('/').pop() ?? null,
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    fetchMock.mockResolvedValue(fakeResponse(201, '', { Location: '/api/visits/v42' }));
    const errors = jest.spyOn(console, 'error');
    const visitId = await store.dispatch(api.endpoints.createVisit.initiate({ salonId: 'M1' })).unwrap();
    expect(visitId).toBe('v42');
    expect(errors).not.toHaveBeenCalled();
  });
});
