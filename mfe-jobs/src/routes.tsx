import './i18n.ts';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { isRecruitmentId } from '@salon/contracts/recruitment-api';
import { PageSkeleton } from '@salon/ui';
import { store as defaultStore, type JobsStore } from './app/store.ts';
import { CityOffersScreen } from './features/job-offers/components/city-offers-screen.tsx';
import { JobOffersScreen } from './features/job-offers/components/job-offers-screen.tsx';
import { JOBS_PATH } from './lib/jobs-paths.ts';

// An offer's page, with its application form and sanitiser, loads when one is opened
// (decision 0033); the lists need neither. Its fallback is the skeleton the offer shows
// while its data loads, so nothing jumps.
const OfferPage = lazy(() => import('./app/offer-page.tsx').then((m) => ({ default: m.OfferPage })));

export interface JobsRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: JobsStore;
}

/** `/pracuj-z-nami/:cityOrId`: an offer id (24 lower-case hex, the contract's rule) opens the offer, anything else is a city. */
function CityOrOffer() {
  const { cityOrId = '' } = useParams();
  // Keyed so that moving from one city or offer to another starts the screen afresh.
  return isRecruitmentId(cityOrId) ? (
    <Suspense fallback={<PageSkeleton />}>
      <OfferPage key={cityOrId} offerId={cityOrId} />
    </Suspense>
  ) : (
    <CityOffersScreen key={cityOrId} slug={cityOrId} />
  );
}

/**
 * The jobs remote's `./routes`: `/pracuj-z-nami` and `/pracuj-z-nami/:cityOrId`, with
 * absolute paths because the shell mounts it under a root splat. Default export: the
 * shell loads it with React.lazy.
 */
export default function JobsRoutes({ store = defaultStore }: JobsRoutesProps) {
  return (
    <Provider store={store}>
      <Routes>
        <Route path={JOBS_PATH} element={<JobOffersScreen />} />
        <Route path={`${JOBS_PATH}/:cityOrId`} element={<CityOrOffer />} />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
