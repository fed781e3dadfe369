import './i18n.ts';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { parseCityOrCode } from '@salon/seo/salons/city-or-code';
import { store as defaultStore, type SalonsStore } from './app/store.ts';
import { CityScreen } from './features/salon-list/components/city-screen.tsx';
import { SalonListScreen } from './features/salon-list/components/salon-list-screen.tsx';
import { SalonLoadingPage } from './features/salon-details/components/details-layout.tsx';
import { SALON_LIST_PATH } from './lib/salon-paths.ts';

/*
 * A salon's page loads when one is opened: the salon list and the city pages carry none
 * of its code (its dates, slots, map and reviews). Its chunk arrives behind the frame
 * the page shows while the salon loads.
 */
const SalonPage = lazy(() => import('./app/salon-page.tsx').then((m) => ({ default: m.SalonPage })));

export interface SalonsRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: SalonsStore;
}

/** `/salony/:cityOrCode`: a salon code opens the salon, anything else is a city. */
function CityOrSalon() {
  const { cityOrCode = '' } = useParams();
  const target = parseCityOrCode(cityOrCode);
  // Keyed so that moving from one city or salon to another starts the screen afresh.
  return target.kind === 'salon' ? (
    <Suspense key={target.code} fallback={<SalonLoadingPage code={target.code} />}>
      <SalonPage code={target.code} />
    </Suspense>
  ) : (
    <CityScreen key={target.slug} slug={target.slug} />
  );
}

/**
 * The salons remote's `./routes`: `/salony` and `/salony/:cityOrCode`, with absolute
 * paths because the shell mounts it under a root splat. Default export: the shell
 * loads it with React.lazy.
 */
export default function SalonsRoutes({ store = defaultStore }: SalonsRoutesProps) {
  return (
    <Provider store={store}>
      <Routes>
        <Route path={SALON_LIST_PATH} element={<SalonListScreen />} />
        <Route path={`${SALON_LIST_PATH}/:cityOrCode`} element={<CityOrSalon />} />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
