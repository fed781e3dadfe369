import type { RemoteHealthBatch } from '@salon/contracts/remote-health-api';
import type * as RemoteHealthExports from './remote-health.ts';
import { fakeResponse, installFetch, resetWindowState, type FetchMock } from './test-support.ts';

/** The counts are a page singleton: each test gets a fresh copy. */
async function fresh(): Promise<typeof RemoteHealthExports> {
  let module: typeof RemoteHealthExports | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./remote-health.ts');
  });
  return module!;
}

function sent(mock: FetchMock, call = 0): RemoteHealthBatch {
  return JSON.parse(String(mock.mock.calls[call]![1]!.body)) as RemoteHealthBatch;
}

let fetchMock: FetchMock;
let health: typeof RemoteHealthExports;

beforeEach(async () => {
  jest.useFakeTimers();
  resetWindowState();
  fetchMock = installFetch();
  fetchMock.mockResolvedValue(fakeResponse(202));
  health = await fresh();
  health.setRemoteVersions(new Map([['booking', 'v2-bbbbbbbb'], ['jobs', 'v1-aaaaaaaa']]));
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('remote health', () => {
  it('counts each remote once per page and kind, under the version this page registered, and sends them together 2 s later', async () => {
    health.noteRemoteLoad('booking');
    health.noteRemoteLoad('booking'); // a second module of the same remote: still one page view
    health.noteRemoteFailure('booking', 'render');
    health.noteRemoteFailure('booking', 'render');
    health.noteRemoteLoad('jobs');
    health.noteRemoteFailure('jobs', 'load');
    expect(fetchMock).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/remote-health');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(sent(fetchMock).reports).toEqual([
      { remote: 'booking', version: 'v2-bbbbbbbb', loads: 1, loadFailures: 0, renderErrors: 1 },
      { remote: 'jobs', version: 'v1-aaaaaaaa', loads: 1, loadFailures: 1, renderErrors: 0 },
    ]);
    // Nothing personal: counts, a remote and a version.
    expect(Object.keys(sent(fetchMock).reports[0]!).sort()).toEqual(['loadFailures', 'loads', 'remote', 'renderErrors', 'version']);
  });

  it('does not count a remote that is not in the registry (nothing to attribute it to)', async () => {
    health.noteRemoteLoad('shop');
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(health.remoteVersion('shop')).toBeUndefined();
    expect(health.remoteVersion('booking')).toBe('v2-bbbbbbbb');
  });

  it('keeps counts the API could not take and sends them with the next ones 30 s later', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(503));
    health.noteRemoteLoad('booking');
    await jest.advanceTimersByTimeAsync(2000);
    health.noteRemoteFailure('booking', 'load');
    await jest.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(fetchMock, 1).reports).toEqual([{ remote: 'booking', version: 'v2-bbbbbbbb', loads: 1, loadFailures: 1, renderErrors: 0 }]);
  });

  it('hands what is left to sendBeacon when the page is hidden', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    health.noteRemoteLoad('booking');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/remote-health');
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).not.toHaveBeenCalled(); // already sent
  });
});
