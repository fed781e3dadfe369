import { lazy, type ComponentType } from 'react';

/**
 * A screen in its own chunk: `Screen` renders it (suspending the first time), `preload`
 * fetches it ahead (idle prefetch; tests that render it synchronously). Once the chunk
 * is there, `Screen` renders at once, without a loading state.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline) may be tried again on the next render.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload };
}

/*
 * The visit's page and the edit flow: a customer who starts a booking downloads neither
 * (nor the date arithmetic they need). The booking's last step fetches the visit's page
 * ahead, where the customer lands once booked.
 */
export const visitDetailsScreen = lazyScreen(() => import('../features/visit-details/components/visit-details-screen.tsx').then((m) => m.VisitDetailsScreen));
export const editRootScreen = lazyScreen(() => import('../features/visit-edit/components/edit-root.tsx').then((m) => m.EditRoot));
export const editStepScreen = lazyScreen(() => import('../features/visit-edit/components/edit-step-screen.tsx').then((m) => m.EditStepScreen));
