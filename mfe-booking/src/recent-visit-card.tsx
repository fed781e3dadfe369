import './i18n.ts';
import { Provider } from 'react-redux';
import type { RecentVisitCardProps } from '@salon/contracts';
import { store as defaultStore, type BookingStore } from './app/store.ts';
import { RecentVisitCard } from './features/reservation-card/components/recent-visit-card.tsx';

/**
 * The booking remote's `./RecentVisitCard` for the profile's reservations tab: a past
 * visit with "book again", on the booking store of the page (the repeat fills its draft).
 * Default export: loaded with React.lazy through the federation runtime.
 */
export default function RecentVisitCardModule({ visit, store = defaultStore }: RecentVisitCardProps & { store?: BookingStore }) {
  return (
    <Provider store={store}>
      <RecentVisitCard visit={visit} />
    </Provider>
  );
}
