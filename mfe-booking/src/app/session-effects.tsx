import { useEffect } from 'react';
import { bus } from '@salon/platform';
import { bookingApi } from './api.ts';
import type { BookingStore } from './store.ts';

/** How many mounted pieces of the remote (routes, home card) share each store's subscription. */
const attached = new WeakMap<BookingStore, { count: number; detach: () => void }>();

/**
 * Keeps the booking cache in step with the session, once per store however many of the
 * remote's modules are mounted on the page:
 * - `auth:logout`: the whole API cache goes (last visit, profile, …), so nothing of the
 *   customer who signed out stays on a shared computer;
 * - `auth:login`, `auth:registered`, `profile:updated`: what depends on the customer
 *   (tags `Profile`, `LastVisit`) is fetched again.
 * Returns the detach function.
 */
export function attachSessionEffects(store: BookingStore): () => void {
  const current = attached.get(store);
  if (current) {
    current.count += 1;
  } else {
    const refresh = () => store.dispatch(bookingApi.util.invalidateTags(['Profile', 'LastVisit']));
    const unsubscribe = [
      bus.on('auth:logout', () => store.dispatch(bookingApi.util.resetApiState())),
      bus.on('auth:login', refresh),
      bus.on('auth:registered', refresh),
      bus.on('profile:updated', refresh),
    ];
    attached.set(store, { count: 1, detach: () => unsubscribe.forEach((off) => off()) });
  }
  return () => {
    const entry = attached.get(store);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.detach();
      attached.delete(store);
    }
  };
}

/** Mounted by `./routes` and `./ReservationCard` beside their content. */
export function SessionEffects({ store }: { store: BookingStore }) {
  useEffect(() => attachSessionEffects(store), [store]);
  return null;
}
