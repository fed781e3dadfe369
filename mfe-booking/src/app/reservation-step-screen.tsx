import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRuntimeConfig } from '@salon/platform';
import { Skeleton } from '@salon/ui';
import { useBookingSelector } from './hooks.ts';
import { RESERVATION_STEP_PATHS, RESERVATION_STEPS, type ReservationStep } from '../lib/booking-paths.ts';
import { stepRedirect } from '../lib/reservation-steps.ts';
import { selectReservationDraft } from '../lib/reservation-draft-slice.ts';
import { AreaScreen } from '../features/area-selection/components/area-screen.tsx';
import { ReservationPage } from '../components/reservation-page.tsx';
import { lazyScreen, visitDetailsScreen } from './lazy-screen.tsx';

/*
 * The later steps load in their own chunks (the slot picker with luxon, the form with
 * Formik and yup), so the area step, where booking starts, downloads less. Once a step
 * is on screen the next one is fetched while the browser is idle, and a step whose chunk
 * is there renders at once, without a loading state (bench:web measures both). Only the
 * next: a first visit of the area step does not download the whole flow.
 */
const service = lazyScreen(() => import('../features/service-selection/components/service-screen.tsx').then((m) => m.ServiceScreen));
const slots = lazyScreen(() => import('../features/slot-selection/components/slot-screen.tsx').then((m) => m.SlotScreen));
const form = lazyScreen(() => import('../features/reservation-form/components/reservation-form-screen.tsx').then((m) => m.ReservationFormScreen));

/** The steps after the first, each in its own chunk. */
export const LAZY_STEP_SCREENS = { service, 'salon-date': slots, 'final-form': form } as const;

/** Each step's content comes from its own feature; this file composes them with the guards and the frame. */
const STEP_SCREENS: Record<ReservationStep, ComponentType> = {
  area: AreaScreen,
  service: service.Screen,
  'salon-date': slots.Screen,
  'final-form': form.Screen,
};

/** Loads every later step's chunk (tests that render them synchronously). */
export function preloadStepScreens(): Promise<unknown> {
  return Promise.all(Object.values(LAZY_STEP_SCREENS).map((screen) => screen.preload()));
}

/** What a step fetches ahead: the next step's chunk, and after the last step the visit's page the customer lands on once booked. */
export function prefetchAfter(step: ReservationStep): Promise<unknown> {
  const next = RESERVATION_STEPS[RESERVATION_STEPS.indexOf(step) + 1];
  return next && next !== 'area' ? LAZY_STEP_SCREENS[next].preload() : visitDetailsScreen.preload();
}

/** Fetches what comes after this step (prefetchAfter) when the browser has nothing better to do. */
function usePrefetchSteps(step: ReservationStep) {
  useEffect(() => {
    const prefetch = () => void prefetchAfter(step).catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, [step]);
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
  usePrefetchSteps(step);
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
