import './i18n.ts';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { SalonPage } from './app/salon-page.tsx';
import { store as defaultStore, type SalonsStore } from './app/store.ts';
import { CityScreen } from './features/salon-list/components/city-screen.tsx';
import { SalonListScreen } from './features/salon-list/components/salon-list-screen.tsx';
import { parseCityOrCode } from './lib/city-or-code.ts';
import { SALON_LIST_PATH } from './lib/salon-paths.ts';

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
    <SalonPage key={target.code} code={target.code} />
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
