import { act, render } from '@testing-library/react';
import type { BusEvents } from '@salon/contracts/events';
import { bus, useBusEvent } from './event-bus.ts';
import type * as EventBusExports from './event-bus.ts';
import { resetWindowState } from './test-support.ts';

type EventBusModule = typeof EventBusExports;

/** A second, independent copy of the module, as a remote with its own bundle would have. */
async function loadSecondCopy(): Promise<EventBusModule> {
  let copy: EventBusModule | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('./event-bus.ts');
  });
  if (!copy) throw new Error('module did not load');
  return copy;
}

const signedIn: BusEvents['session:changed'] = {
  authenticated: true,
  user: {
    id: 'u1',
    firstName: 'Ala',
    lastName: 'Nowak',
    email: 'ala@example.com',
    phone: null,
    sex: 'F',
    preferredSalonId: null,
  },
};

beforeEach(resetWindowState);

describe('bus', () => {
  it('delivers a payload to every subscriber', () => {
    const first = jest.fn();
    const second = jest.fn();
    bus.on('auth:logout', first);
    bus.on('auth:logout', second);
    bus.emit('auth:logout', { reason: 'user' });
    expect(first).toHaveBeenCalledWith({ reason: 'user' });
    expect(second).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('travels as a window CustomEvent named with the prefix, so any bundle can listen or emit', () => {
    const domListener = jest.fn((event: Event) => (event as CustomEvent).detail);
    window.addEventListener('salon:auth:logout', domListener);
    bus.emit('auth:logout', { reason: 'forced' });
    expect(domListener).toHaveReturnedWith({ reason: 'forced' });
    window.removeEventListener('salon:auth:logout', domListener);

    const handler = jest.fn();
    bus.on('booking:reset', handler);
    window.dispatchEvent(new CustomEvent('salon:booking:reset', { detail: {} }));
    expect(handler).toHaveBeenCalledWith({});
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const handler = jest.fn();
    const off = bus.on('profile:updated', handler);
    off();
    off();
    bus.emit('profile:updated', { user: signedIn.user! });
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not replay events that are not state', () => {
    bus.emit('auth:logout', { reason: 'forced' });
    const late = jest.fn();
    bus.on('auth:logout', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('auth:logout')).toBeUndefined();
  });

  it('replays the last value of a state event to a late subscriber at once, then keeps delivering', () => {
    bus.emit('session:changed', { authenticated: false, user: null });
    bus.emit('session:changed', signedIn);
    const late = jest.fn();
    bus.on('session:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(signedIn);
    expect(bus.last('session:changed')).toEqual(signedIn);

    bus.emit('session:changed', { authenticated: false, user: null });
    expect(late).toHaveBeenLastCalledWith({ authenticated: false, user: null });
  });

  it('lets a handler read the new value through last()', () => {
    let seen: unknown;
    bus.on('language:changed', () => {
      seen = bus.last('language:changed');
    });
    bus.emit('language:changed', { language: 'fr' });
    expect(seen).toEqual({ language: 'fr' });
  });

  it('shares events and replayed state between two copies of the module', async () => {
    const copy = await loadSecondCopy();
    expect(copy.bus).not.toBe(bus);

    bus.emit('session:changed', signedIn);
    const replayed = jest.fn();
    copy.bus.on('session:changed', replayed);
    expect(replayed).toHaveBeenCalledWith(signedIn);
    expect(copy.bus.last('session:changed')).toEqual(signedIn);

    const live = jest.fn();
    bus.on('preferred-salon:changed', live);
    copy.bus.emit('preferred-salon:changed', { salonId: 'M12' });
    expect(live).toHaveBeenCalledWith({ salonId: 'M12' });
  });
});

describe('useBusEvent', () => {
  function Listener({ onLogout }: { onLogout: (reason: string) => void }) {
    useBusEvent('auth:logout', (payload) => onLogout(payload.reason));
    return null;
  }

  it('calls the latest handler while mounted and stops after unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const addSpy = jest.spyOn(window, 'addEventListener');
    const view = render(<Listener onLogout={first} />);
    view.rerender(<Listener onLogout={second} />);
    act(() => bus.emit('auth:logout', { reason: 'inactive' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('inactive');
    // A new handler each render must not resubscribe.
    expect(addSpy.mock.calls.filter(([type]) => type === 'salon:auth:logout')).toHaveLength(1);

    view.unmount();
    bus.emit('auth:logout', { reason: 'user' });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('hands a replayed event to a component mounted after it was emitted', () => {
    bus.emit('language:changed', { language: 'en' });
    const seen = jest.fn();
    function Lang() {
      useBusEvent('language:changed', seen);
      return null;
    }
    render(<Lang />);
    expect(seen).toHaveBeenCalledWith({ language: 'en' });
  });
});

describe('a throwing handler', () => {
  it('on replay does not cost the subscriber its unsubscribe function', async () => {
    bus.emit('session:changed', signedIn);
    const reported = new Promise((resolve) => {
      const original = queueMicrotask;
      jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
        original(() => {
          try {
            callback();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    const boom = new Error('boom');
    const off = bus.on('session:changed', () => {
      throw boom;
    });
    expect(typeof off).toBe('function');
    await expect(reported).resolves.toBe(boom);
    off();
  });
});

describe('held events', () => {
  it('keeps a request emitted while nobody listens for the first subscriber, once', () => {
    bus.emit('auth:open', { stage: 'LOGIN', returnPath: '/profil/rezerwacje' });
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = bus.on('auth:open', first);
    expect(first).toHaveBeenCalledWith({ stage: 'LOGIN', returnPath: '/profil/rezerwacje' });
    const offSecond = bus.on('auth:open', second);
    expect(second).not.toHaveBeenCalled();
    offFirst();
    offSecond();
  });

  it('delivers live when someone listens, and holds again after everyone left', () => {
    const live = jest.fn();
    const off = bus.on('auth:open', live);
    bus.emit('auth:open', { stage: 'IDENTIFICATION' });
    expect(live).toHaveBeenCalledTimes(1);
    off();
    off(); // a second unsubscribe must not drive the count below the real one
    bus.emit('auth:open', { fullScreen: true });
    expect(live).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    const offLate = bus.on('auth:open', late);
    expect(late).toHaveBeenCalledWith({ fullScreen: true });
    offLate();
  });

  it('does not hold ordinary events', () => {
    bus.emit('auth:logout', { reason: 'user' });
    const handler = jest.fn();
    const off = bus.on('auth:logout', handler);
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});

describe('bus.onHeld', () => {
  it('tells when a held request waits, without taking it', () => {
    const wanted = jest.fn();
    const offHeld = bus.onHeld('auth:reset-password', wanted);
    bus.emit('auth:reset-password', { email: 'a@b.pl' });
    expect(wanted).toHaveBeenCalledTimes(1);
    // The request is still there for the handler that loads next.
    const handler = jest.fn();
    const off = bus.on('auth:reset-password', handler);
    expect(handler).toHaveBeenCalledWith({ email: 'a@b.pl' });
    offHeld();
    off();
  });

  it('calls at once when a request already waits, and not for live deliveries', () => {
    bus.emit('booking:prefill', { salonId: 's', serviceId: 'x', dateTime: '2026-12-01T10:00:00', holdId: 'h1' });
    const wanted = jest.fn();
    const offHeld = bus.onHeld('booking:prefill', wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
    const off = bus.on('booking:prefill', () => undefined);
    bus.emit('booking:prefill', { salonId: 's', serviceId: 'y', dateTime: '2026-12-01T11:00:00', holdId: 'h2' });
    expect(wanted).toHaveBeenCalledTimes(1);
    off();
    offHeld();
  });
});
