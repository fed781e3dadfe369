import { act, renderHook } from '@testing-library/react';
import { useVersionCheck } from './use-version-check.ts';

function metadataResponses(values: (string | Error)[]) {
  let call = 0;
  return jest.fn(async () => {
    const value = values[Math.min(call++, values.length - 1)]!;
    if (value instanceof Error) throw value;
    return { ok: true, json: async () => ({ buildTimestamp: value }) } as Response;
  });
}

describe('useVersionCheck', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flush = async () => {
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    });
  };

  it('reports a new version when the server timestamp changes', async () => {
    global.fetch = metadataResponses(['a', 'a', 'b']) as typeof fetch;
    const { result } = renderHook(() => useVersionCheck(60_000));
    await flush();
    expect(result.current).toBe(false);
    await act(async () => jest.advanceTimersByTime(60_000));
    await flush();
    expect(result.current).toBe(false);
    await act(async () => jest.advanceTimersByTime(60_000));
    await flush();
    expect(result.current).toBe(true);
    expect(global.fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/metadata\?t=\d+$/), { cache: 'no-store' });
  });

  it('ignores failures and keeps polling', async () => {
    global.fetch = metadataResponses([new Error('offline'), 'a', 'a']) as typeof fetch;
    const { result } = renderHook(() => useVersionCheck(60_000));
    await flush();
    await act(async () => jest.advanceTimersByTime(60_000));
    await flush();
    await act(async () => jest.advanceTimersByTime(60_000));
    await flush();
    expect(result.current).toBe(false);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });
});
