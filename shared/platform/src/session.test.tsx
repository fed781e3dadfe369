import { act, render, screen } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts/events';
import { bus } from './event-bus.ts';
import { setRuntimeConfigForTests } from './runtime-config.ts';
import {
  clearTokens,
  getAccessToken,
  getTokens,
  isAuthenticated,
  logout,
  refreshTokens,
  setSessionUser,
  setTokens,
  takeLogoutNotice,
  useSession,
  hasLogoutNotice,
} from './session.ts';
import type * as SessionExports from './session.ts';
import { fakeResponse, headersOf, installFetch, resetWindowState, type FetchMock } from './test-support.ts';

type SessionModule = typeof SessionExports;

const user: SessionUser = {
  id: 'u1',
  firstName: 'Ala',
  lastName: 'Nowak',
  email: 'ala@example.com',
  phone: '+48 600 000 000',
  sex: 'F',
  preferredSalonId: null,
};

let fetchMock: FetchMock;

beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests(null);
  fetchMock = installFetch();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('tokens', () => {
  it('live in localStorage under accessToken and refreshToken', () => {
    expect(getTokens()).toBeNull();
    expect(isAuthenticated()).toBe(false);
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(getAccessToken()).toBe('a1');
    expect(isAuthenticated()).toBe(true);
    clearTokens();
    expect(getTokens()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('keeps working when storage throws (privacy modes)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getTokens()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });
});

describe('refreshTokens', () => {
  beforeEach(() => setTokens({ accessToken: 'a1', refreshToken: 'r1' }));

  it('posts the refresh token with the standard headers and stores the new pair', async () => {
    setRuntimeConfigForTests({ apiBaseUrl: 'https://api.salon.example', brand: 'Studio' });
    fetchMock.mockResolvedValue(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2', email: 'x@y.z' }));
    await expect(refreshTokens()).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.salon.example/api/login/refresh');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r1' });
    expect(headersOf(fetchMock)).toMatchObject({
      'accept-language': 'pl-pl',
      'x-brand': 'Studio',
      'x-client-name': 'web',
      'content-type': 'application/json',
    });
    expect(headersOf(fetchMock)).not.toHaveProperty('authorization');
    expect(getTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('is single-flight: concurrent callers share one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = refreshTokens();
    const second = refreshTokens();
    answer(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Once settled, the next refresh is a new request.
    fetchMock.mockResolvedValue(fakeResponse(200, { accessToken: 'a3', refreshToken: 'r3' }));
    await refreshTokens();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is single-flight across two copies of the package on one page', async () => {
    let copy: SessionModule | undefined;
    await jest.isolateModulesAsync(async () => {
      copy = await import('./session.ts');
    });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const mine = refreshTokens();
    const theirs = copy!.refreshTokens();
    answer(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));
    await expect(Promise.all([mine, theirs])).resolves.toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens and returns false when the API refuses the refresh token', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, { status: 401, code: 'UNAUTHORIZED' }));
    await expect(refreshTokens()).resolves.toBe(false);
    expect(getTokens()).toBeNull();
  });

  it('clears the tokens when a 200 carries no token pair', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { accessToken: 'a2' }));
    await expect(refreshTokens()).resolves.toBe(false);
    expect(getTokens()).toBeNull();
  });

  it('keeps the tokens when the API cannot be reached or fails, so a flaky network signs no one out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshTokens()).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(fakeResponse(503, ''));
    await expect(refreshTokens()).resolves.toBe(false);
    expect(getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('clears a lone access token without calling the API when there is no refresh token', async () => {
    localStorage.removeItem('refreshToken');
    await expect(refreshTokens()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it("uses the pair another tab rotated while it waited for the lock, instead of spending r1 again", async () => {
    const request = jest.fn(async (_name: string, _options: unknown, callback: () => Promise<unknown>) => {
      // The other tab held the lock and rotated the pair meanwhile.
      setTokens({ accessToken: 'a2', refreshToken: 'r2' });
      return callback();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await expect(refreshTokens()).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith('salon:token-refresh', expect.anything(), expect.any(Function));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('refreshes without the lock when the lock cannot be had', async () => {
    const request = jest.fn(async () => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    fetchMock.mockResolvedValue(fakeResponse(200, { accessToken: 'a2', refreshToken: 'r2' }));
    await expect(refreshTokens()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('session events', () => {
  it('setSessionUser announces the signed-in user', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const handler = jest.fn();
    bus.on('session:changed', handler);
    setSessionUser(user);
    expect(handler).toHaveBeenCalledWith({ authenticated: true, user });
    setSessionUser(null);
    expect(handler).toHaveBeenLastCalledWith({ authenticated: true, user: null });
  });

  it('logout clears tokens and announces an anonymous session and the reason', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    setSessionUser(user);
    const order: string[] = [];
    bus.on('session:changed', (s) => order.push(`session:${s.authenticated}`));
    bus.on('auth:logout', (e) => order.push(`logout:${e.reason}`));
    order.length = 0;

    logout('user');
    expect(getTokens()).toBeNull();
    expect(order).toEqual(['session:false', 'logout:user']);
    expect(bus.last('session:changed')).toEqual({ authenticated: false, user: null });
  });

  it('ignores a repeated forced logout when already signed out, but never a user logout', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const reasons: string[] = [];
    bus.on('auth:logout', (e) => reasons.push(e.reason));
    logout('forced');
    logout('forced');
    logout('inactive');
    logout('user');
    expect(reasons).toEqual(['forced', 'user']);
  });

  it('keeps a forced or inactive logout for the notice until it is taken, once', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(hasLogoutNotice()).toBe(false);
    logout('inactive');
    // Looking does not take it.
    expect(hasLogoutNotice()).toBe(true);
    expect(takeLogoutNotice()).toBe('inactive');
    expect(hasLogoutNotice()).toBe(false);
    expect(takeLogoutNotice()).toBeNull();
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    logout('forced');
    // Signing out on purpose afterwards: nothing to tell.
    logout('user');
    expect(takeLogoutNotice()).toBeNull();
  });
});

describe('useSession', () => {
  function Who() {
    const session = useSession();
    return <p>{session.authenticated ? `in:${session.user?.firstName ?? '?'}` : 'out'}</p>;
  }

  it('starts from the stored token and follows session:changed', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    render(<Who />);
    expect(screen.getByText('in:?')).toBeInTheDocument();
    act(() => setSessionUser(user));
    expect(screen.getByText('in:Ala')).toBeInTheDocument();
    act(() => logout('user'));
    expect(screen.getByText('out')).toBeInTheDocument();
  });

  it('starts from the last announced session when mounted late', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    setSessionUser(user);
    render(<Who />);
    expect(screen.getByText('in:Ala')).toBeInTheDocument();
  });
});
