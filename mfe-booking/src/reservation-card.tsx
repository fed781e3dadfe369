import './i18n.ts';
import { Provider } from 'react-redux';
import { store as defaultStore, type BookingStore } from './app/store.ts';
import { SessionEffects } from './app/session-effects.tsx';
import { HomeReservationCard } from './features/reservation-card/components/home-reservation-card.tsx';

export interface ReservationCardModuleProps {
  /** Only for tests; the shell renders it without props. */
  store?: BookingStore;
}

/**
 * The booking remote's `./ReservationCard` for the shell's home page: the ongoing or
 * last reservation card, on the same store as `./routes` (one store per page), so a
 * booking left half-way shows here. Default export: the shell loads it with React.lazy.
 */
export default function ReservationCardModule({ store = defaultStore }: ReservationCardModuleProps) {
  return (
    <Provider store={store}>
      <SessionEffects store={store} />
      <HomeReservationCard />
    </Provider>
  );
}
