import './i18n.ts';
import { Provider } from 'react-redux';
import type { VisitCardProps } from '@salon/contracts';
import { store as defaultStore, type BookingStore } from './app/store.ts';
import { VisitCard } from './features/visit-details/components/visit-card.tsx';

/**
 * The booking remote's `./VisitCard` for the profile's reservations tab: an upcoming
 * visit with edit, add to calendar and cancel, the same card and the same cancel as the
 * visit's page. Default export: loaded with React.lazy through the federation runtime.
 */
export default function VisitCardModule({ visit, onCancelled, store = defaultStore }: VisitCardProps & { store?: BookingStore }) {
  return (
    <Provider store={store}>
      <VisitCard visit={visit} onCancelled={onCancelled ?? (() => undefined)} />
    </Provider>
  );
}
