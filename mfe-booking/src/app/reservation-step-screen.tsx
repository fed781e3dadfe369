import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRuntimeConfig } from '@salon/platform';
import { Skeleton } from '@salon/ui';
import { useBookingSelector } from './hooks.ts';
import { RESERVATION_STEP_PATHS, type ReservationStep } from '../lib/booking-paths.ts';
import { stepRedirect } from '../lib/reservation-steps.ts';
import { selectReservationDraft } from '../lib/reservation-draft-slice.ts';
import { AreaScreen } from '../features/area-selection/components/area-screen.tsx';
import { ReservationPage } from '../components/reservation-page.tsx';

/*
 * The later steps load in their own chunks (the slot picker, the form with Formik and
 * yup), so the area step, where booking starts, downloads less. Once any step is on
 * screen the others are fetched while the browser is idle, and a step whose chunk is
 * there renders at once, without a loading state (bench:web measures both).
 */
function lazyStep(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
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
  function Step() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Step, preload };
}

const service = lazyStep(() => import('../features/service-selection/components/service-screen.tsx').then((m) => m.ServiceScreen));
const slots = lazyStep(() => import('../features/slot-selection/components/slot-screen.tsx').then((m) => m.SlotScreen));
const form = lazyStep(() => import('../features/reservation-form/components/reservation-form-screen.tsx').then((m) => m.ReservationFormScreen));

/** Each step's content comes from its own feature; this file composes them with the guards and the frame. */
const STEP_SCREENS: Record<ReservationStep, ComponentType> = {
  area: AreaScreen,
  service: service.Step,
  'salon-date': slots.Step,
  'final-form': form.Step,
};

/** Loads every later step's chunk (idle prefetch; tests that render them synchronously). */
export function preloadStepScreens(): Promise<unknown> {
  return Promise.all([service.preload(), slots.preload(), form.preload()]);
}

/** Fetches the later steps' chunks when the browser has nothing better to do. */
function usePrefetchSteps() {
  useEffect(() => {
    const prefetch = () => void preloadStepScreens().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * A booking step behind its guard: a visitor who lacks an earlier choice (a deep link,
 * a reload after the draft was reset) is sent to the step that asks for it. The query
 * string goes along, like every other booking redirect.
 */
export function ReservationStepScreen({ step }: { step: ReservationStep }) {
  const draft = useBookingSelector(selectReservationDraft);
  const { features } = useRuntimeConfig();
  const { search } = useLocation();
  usePrefetchSteps();
  const redirect = stepRedirect(step, draft, { areaSelection: features.areaSelection });
  if (redirect) return <Navigate to={{ pathname: RESERVATION_STEP_PATHS[redirect], search }} replace />;
  const Screen = STEP_SCREENS[step];
  return (
    <ReservationPage step={step}>
      {/* The size of a step's list, so the footer does not jump when the chunk arrives. */}
      <Suspense fallback={<Skeleton height="60vh" />}>
        <Screen />
      </Suspense>
    </ReservationPage>
  );
}
