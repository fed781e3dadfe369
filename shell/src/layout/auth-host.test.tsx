import { act, render, screen } from '@testing-library/react';
import { bus, logout, setSessionUser, setTokens } from '@salon/platform';
import { resetWindowState } from '@salon/platform/test-support';
import { AuthHost } from './auth-host.tsx';

// The host's remote itself is the auth remote's business; here: whether the shell mounts it.
jest.mock('../remote-slot/remote-slot.tsx', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => <p>{`${remote}${module.slice(1)}`}</p>,
}));

const mounted = () => screen.queryByText('auth/dialog-host') !== null;

beforeEach(() => resetWindowState());

describe('AuthHost', () => {
  it('does not load the sign-in remote for a signed-out visitor who asks for nothing', () => {
    setSessionUser(null);
    render(<AuthHost />);
    expect(mounted()).toBe(false);
  });

  it('loads it for a signed-in customer, and when any app asks for the dialog', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const first = render(<AuthHost />);
    expect(mounted()).toBe(true);
    first.unmount();

    resetWindowState();
    setSessionUser(null);
    render(<AuthHost />);
    act(() => bus.emit('auth:open', {}));
    expect(mounted()).toBe(true);
  });

  it('loads it when a preferred salon waits to be confirmed', () => {
    setSessionUser(null);
    render(<AuthHost />);
    expect(mounted()).toBe(false);
    act(() => bus.emit('preferred-salon:choose', { salonId: 'M201', salonName: 'Kraków Rynek' }));
    expect(mounted()).toBe(true);
  });

  it('loads it to tell a logout that came before the first render (the page\'s first call answered 403)', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    logout('inactive');
    render(<AuthHost />);
    expect(mounted()).toBe(true);
  });

  it('loads it to tell a forced logout later on, but not for signing out on purpose', () => {
    setSessionUser(null);
    const view = render(<AuthHost />);
    act(() => bus.emit('auth:logout', { reason: 'user' }));
    expect(mounted()).toBe(false);
    act(() => bus.emit('auth:logout', { reason: 'forced' }));
    expect(mounted()).toBe(true);
    view.unmount();
  });
});
