import './i18n.ts';
import { Provider } from 'react-redux';
import type { PreferredSalonPickerProps } from '@salon/contracts';
import { store as defaultStore, type BookingStore } from './app/store.ts';
import { PreferredSalonPicker } from './features/area-selection/components/preferred-salon-picker.tsx';

/**
 * The booking remote's `./PreferredSalonPicker` for the profile's details: the
 * preferred-salon modal, open while mounted; a choice is saved and closes it. Default
 * export: loaded with React.lazy through the federation runtime.
 */
export default function PreferredSalonPickerModule({ onClose, store = defaultStore }: PreferredSalonPickerProps & { store?: BookingStore }) {
  return (
    <Provider store={store}>
      <PreferredSalonPicker onClose={onClose} />
    </Provider>
  );
}
