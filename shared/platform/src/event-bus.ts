import { useEffect, useEffectEvent } from 'react';
import { BUS_EVENT_PREFIX, HELD_EVENTS, REPLAYED_EVENTS, type BusEventName, type BusEvents } from '@salon/contracts/events';
import { salonGlobals } from './window-globals.ts';

type BusState = { [K in BusEventName]?: BusEvents[K] };

function busState(): BusState {
  const globals = salonGlobals();
  globals.__SALON_BUS_STATE__ ??= {};
  return globals.__SALON_BUS_STATE__;
}

function listeners(): { [K in BusEventName]?: number } {
  const globals = salonGlobals();
  globals.__SALON_BUS_LISTENERS__ ??= {};
  return globals.__SALON_BUS_LISTENERS__;
}

function held(): { [K in BusEventName]?: BusEvents[K] } {
  const globals = salonGlobals();
  globals.__SALON_BUS_HELD__ ??= {};
  return globals.__SALON_BUS_HELD__;
}

function runHandler<T>(handler: (payload: T) => void, payload: T): void {
  try {
    handler(payload);
  } catch (error) {
    // As with a live event: report the handler's error, keep the subscription and
    // give the caller its unsubscribe function.
    queueMicrotask(() => {
      throw error;
    });
  }
}

function heldEventName(name: BusEventName): string {
  return `${BUS_EVENT_PREFIX}held:${name}`;
}

function domEventName(name: BusEventName): string {
  return `${BUS_EVENT_PREFIX}${name}`;
}

/**
 * The typed event bus between the shell and the remotes (event map in
 * `@salon/contracts/events`). Events travel as `window` CustomEvents named
 * `salon:<event>` with the payload as `detail`, not through an in-memory emitter, so
 * bundles built against different versions of this package still hear each other.
 * Events in REPLAYED_EVENTS are state: their last payload is kept on `window` and
 * handed to every new subscriber at once. Events in HELD_EVENTS are requests: emitted
 * while nobody listens, the last one waits for the first subscriber.
 */
export const bus = {
  /** Sends an event to every subscriber on the page; replayed events are remembered first. */
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void {
    // Stored before dispatch so a handler that reads `bus.last` sees the new value.
    if (REPLAYED_EVENTS.has(name)) busState()[name] = payload;
    if (HELD_EVENTS.has(name) && !listeners()[name]) {
      // The handler's remote is still loading: keep the request for its first subscriber.
      (held() as Record<string, unknown>)[name] = payload;
      // Tells whoever loads the handler (the shell mounting a remote) that it is wanted.
      window.dispatchEvent(new CustomEvent(heldEventName(name), { detail: payload }));
      return;
    }
    window.dispatchEvent(new CustomEvent(domEventName(name), { detail: payload }));
  },

  /**
   * Subscribes to an event and returns the unsubscribe function. For a replayed event
   * that already has a value the handler runs at once with it, so late mounts (a
   * remote loaded after sign-in) start from the current state.
   */
  on<K extends BusEventName>(name: K, handler: (payload: BusEvents[K]) => void): () => void {
    const type = domEventName(name);
    const listener = (event: Event): void => handler((event as CustomEvent<BusEvents[K]>).detail);
    window.addEventListener(type, listener);
    const counts = listeners();
    counts[name] = (counts[name] ?? 0) + 1;
    const last = REPLAYED_EVENTS.has(name) ? busState()[name] : undefined;
    if (last !== undefined) runHandler(handler, last);
    const waiting = HELD_EVENTS.has(name) ? held()[name] : undefined;
    if (waiting !== undefined) {
      delete held()[name];
      runHandler(handler, waiting);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      window.removeEventListener(type, listener);
      counts[name] = Math.max(0, (counts[name] ?? 1) - 1);
    };
  },

  /**
   * Calls `handler` when a held event waits for a subscriber (at once if one already
   * waits), without subscribing to the event itself: the shell uses it to load the
   * remote that handles the request, which then receives it.
   */
  onHeld(name: BusEventName, handler: () => void): () => void {
    const type = heldEventName(name);
    const listener = (): void => handler();
    window.addEventListener(type, listener);
    if (held()[name] !== undefined) runHandler(handler, undefined);
    return () => window.removeEventListener(type, listener);
  },

  /** The last payload of a replayed event; always undefined for other events. */
  last<K extends BusEventName>(name: K): BusEvents[K] | undefined {
    return busState()[name];
  },
};

/**
 * Subscribes a component to a bus event for as long as it is mounted. The handler
 * may change on every render without resubscribing (it always sees the latest
 * props); replayed events call it once on mount with their last value.
 */
export function useBusEvent<K extends BusEventName>(name: K, handler: (payload: BusEvents[K]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(name, (payload) => onEvent(payload)), [name]);
}
