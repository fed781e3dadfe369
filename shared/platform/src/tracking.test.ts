import type { TrackingBatch } from '@salon/contracts/api';
import type * as RuntimeConfigExports from './runtime-config.ts';
import type * as SessionExports from './session.ts';
import type * as TrackingExports from './tracking.ts';
import { fakeResponse, headersOf, installFetch, resetWindowState, type FetchMock } from './test-support.ts';

type Modules = {
  tracking: typeof TrackingExports;
  config: typeof RuntimeConfigExports;
  session: typeof SessionExports;
};

/** The tracker is a page singleton: each test gets fresh copies of it and of what it reads. */
async function fresh(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      tracking: await import('./tracking.ts'),
      config: await import('./runtime-config.ts'),
      session: await import('./session.ts'),
    };
  });
  return modules!;
}

function batchOf(mock: FetchMock, call: number): TrackingBatch {
  return JSON.parse(String(mock.mock.calls[call]![1]!.body)) as TrackingBatch;
}

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function trackMany(tracking: Modules['tracking'], count: number, from = 0): void {
  for (let i = from; i < from + count; i += 1) tracking.track(`e${i}`);
}

let fetchMock: FetchMock;
let m: Modules;

beforeEach(async () => {
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') });
  resetWindowState();
  fetchMock = installFetch();
  fetchMock.mockResolvedValue(fakeResponse(204));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  m = await fresh();
});

afterEach(() => {
  m.tracking.stopTracking();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('track', () => {
  it('queues an event with time, path, app and data', async () => {
    window.history.pushState({}, '', '/salony/M12?usluga=1');
    m.tracking.track('salon_details_entered', { salonId: 'M12' });
    m.tracking.track('booking_widget_open', undefined, 'booking');
    expect(m.tracking.getTrackingQueueLength()).toBe(2);

    await m.tracking.flushTracking();
    expect(batchOf(fetchMock, 0).events).toEqual([
      {
        type: 'salon_details_entered',
        at: '2026-03-01T10:00:00.000Z',
        app: 'shell',
        path: '/salony/M12?usluga=1',
        data: { salonId: 'M12' },
      },
      { type: 'booking_widget_open', at: '2026-03-01T10:00:00.000Z', app: 'booking', path: '/salony/M12?usluga=1' },
    ]);
  });

  it("records the path without a link's secret, which the page may not have taken out yet", async () => {
    window.history.pushState({}, '', '/wizyty/v1?t=secret-token&utm_source=sms');
    m.tracking.track('navigation');
    await m.tracking.flushTracking();
    expect(batchOf(fetchMock, 0).events[0]!.path).toBe('/wizyty/v1?utm_source=sms');
  });

  it('refuses data that cannot be sent as JSON, so it cannot block the queue', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    m.tracking.track('cyclic', cyclic);
    m.tracking.track('fine', { n: 1 });
    expect(m.tracking.getTrackingQueueLength()).toBe(1);
    await m.tracking.flushTracking();
    expect(batchOf(fetchMock, 0).events.map((e) => e.type)).toEqual(['fine']);
  });

  it('keeps at most 500 events, dropping the oldest', () => {
    trackMany(m.tracking, 600);
    expect(m.tracking.getTrackingQueueLength()).toBe(500);
  });

  it('records nothing when tracking is disabled in the runtime config', () => {
    m.config.setRuntimeConfigForTests({ tracking: { enabled: false } });
    m.tracking.track('x');
    m.tracking.startTracking();
    expect(m.tracking.getTrackingQueueLength()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('worker', () => {
  it('posts at most 100 events per tick to /api/events, without the bearer token', async () => {
    m.session.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    trackMany(m.tracking, 250);
    m.tracking.startTracking();

    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(headersOf(fetchMock)).toMatchObject({ 'x-client-name': 'web' });
    expect(headersOf(fetchMock)).not.toHaveProperty('authorization');
    expect(batchOf(fetchMock, 0).events.map((e) => e.type)).toEqual(Array.from({ length: 100 }, (_, i) => `e${i}`));

    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(batchOf(fetchMock, 1).events).toHaveLength(100);
    expect(batchOf(fetchMock, 2).events).toHaveLength(50);
    expect(m.tracking.getTrackingQueueLength()).toBe(0);

    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('uses the flush interval of the runtime config', async () => {
    m.config.setRuntimeConfigForTests({ tracking: { flushIntervalMs: 5000 } });
    m.tracking.track('x');
    m.tracking.startTracking();
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts once however often it is asked, and stops', async () => {
    m.tracking.startTracking();
    m.tracking.startTracking();
    expect(jest.getTimerCount()).toBe(1);
    trackMany(m.tracking, 150);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    m.tracking.stopTracking();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(m.tracking.getTrackingQueueLength()).toBe(50);
  });

  it('puts a failed batch back at the head of the queue, in order', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    m.tracking.track('a');
    m.tracking.track('b');
    m.tracking.startTracking();
    await jest.advanceTimersByTimeAsync(1000);
    m.tracking.track('c');
    fail(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(0);

    expect(m.tracking.getTrackingQueueLength()).toBe(3);
    await m.tracking.flushTracking();
    expect(batchOf(fetchMock, 1).events.map((e) => e.type)).toEqual(['a', 'b', 'c']);
  });

  it('drops the oldest events when a requeued batch overflows the cap', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    trackMany(m.tracking, 100);
    m.tracking.startTracking();
    await jest.advanceTimersByTimeAsync(1000);
    trackMany(m.tracking, 450, 100);
    fail(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(0);

    expect(m.tracking.getTrackingQueueLength()).toBe(500);
    fetchMock.mockResolvedValue(fakeResponse(204));
    await m.tracking.flushTracking();
    expect(batchOf(fetchMock, 1).events[0]!.type).toBe('e50');
  });

  it('backs off exponentially while the API fails, up to 60 s, then resumes every tick', async () => {
    fetchMock.mockResolvedValue(fakeResponse(404, '<html>Not found</html>'));
    m.tracking.track('x');
    m.tracking.startTracking();

    const attempts: number[] = [];
    for (let second = 1; second <= 600; second += 1) {
      const before = fetchMock.mock.calls.length;
      await jest.advanceTimersByTimeAsync(1000);
      if (fetchMock.mock.calls.length > before) attempts.push(second);
    }
    expect(attempts.slice(0, 7)).toEqual([1, 3, 7, 15, 31, 63, 123]);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    expect(Math.max(...gaps)).toBe(60);
    expect(attempts.at(-1)).toBeGreaterThan(540);
    expect(m.tracking.getTrackingQueueLength()).toBe(1);

    // The API is back: the next attempt succeeds and the worker goes back to every tick.
    fetchMock.mockResolvedValue(fakeResponse(204));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(m.tracking.getTrackingQueueLength()).toBe(0);
    const sent = fetchMock.mock.calls.length;
    m.tracking.track('y');
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(sent + 1);
  });

  it('drops a batch the API refuses as invalid instead of retrying it forever', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(400, { status: 400, code: 'INVALID_VALUE', field: 'events' }));
    m.tracking.track('bad');
    await m.tracking.flushTracking();
    expect(m.tracking.getTrackingQueueLength()).toBe(0);
  });
});

describe('flushTracking', () => {
  it('sends everything now in batches of 100, whatever the back-off', async () => {
    trackMany(m.tracking, 230);
    await m.tracking.flushTracking();
    expect(fetchMock.mock.calls.map((_, i) => batchOf(fetchMock, i).events.length)).toEqual([100, 100, 30]);
  });

  it('stops at the first failure, keeps the events and does not reject', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(204)).mockRejectedValueOnce(new TypeError('offline'));
    trackMany(m.tracking, 230);
    await expect(m.tracking.flushTracking()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(m.tracking.getTrackingQueueLength()).toBe(130);
  });
});

describe('leaving the page', () => {
  it('hands the queue to sendBeacon in batches of 100 on pagehide', async () => {
    const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    trackMany(m.tracking, 150);
    m.tracking.startTracking();
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/events');
    const blob = sendBeacon.mock.calls[1]![1] as Blob;
    expect(blob.type).toBe('application/json');
    jest.useRealTimers(); // jsdom's FileReader answers on a timer
    const body = JSON.parse(await readBlob(blob)) as TrackingBatch;
    expect(body.events).toHaveLength(50);
    expect(m.tracking.getTrackingQueueLength()).toBe(0);
  });

  it('keeps what the browser would not take', () => {
    const sendBeacon = jest.fn().mockReturnValueOnce(true).mockReturnValue(false);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    trackMany(m.tracking, 250);
    m.tracking.startTracking();
    window.dispatchEvent(new Event('pagehide'));
    expect(m.tracking.getTrackingQueueLength()).toBe(150);
  });
});
