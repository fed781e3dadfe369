import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { Area, Salon } from '@salon/contracts/catalog-api';
import { useBookingDispatch } from '../../../app/hooks.ts';
import type { BookingStore } from '../../../app/store.ts';
import { toDraftArea, toDraftSalon } from '../../../lib/booking-areas.ts';
import { RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import { areaSelected, salonSelected, selectReservationDraft, serviceSelected } from '../../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../../lib/reservation-steps.ts';

const useBookingStore = useStore.withTypes<BookingStore>();

/** What the area step's choices do to the draft, and where they lead. The query string goes along. */
export function useAreaChoice() {
  const dispatch = useBookingDispatch();
  const store = useBookingStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const draft = () => selectReservationDraft(store.getState());

  /**
   * An area from the list: select it, track it, go to the next step of the draft (the
   * service step, or the date step when the service is known).
   */
  function chooseArea(area: Area) {
    const before = draft();
    dispatch(areaSelected(toDraftArea(area)));
    // A booking link that named only a service limited the areas to those offering it:
    // picking one of them keeps the service, which a new area would otherwise clear.
    if (before.service && before.availableAreas?.includes(area.code) && !draft().service) {
      dispatch(serviceSelected(before.service));
    }
    trackRecommendation('go', { step: 'area', area: area.code, areaName: area.name });
    // `from: 'area'` lets the service step move on to the date step when a service is
    // already chosen (spec "Service screen"); nextStep usually gets there first.
    navigate({ pathname: destinationPath(nextStep(draft())), search }, { state: { from: 'area' } });
  }

  /** The preferred salon: its area and the salon itself, then the service step (spec "Area screen"). */
  function choosePreferredSalon(salon: Salon, area: Area) {
    dispatch(areaSelected(toDraftArea(area)));
    dispatch(salonSelected(toDraftSalon(salon)));
    trackRecommendation('go', { step: 'area', area: area.code, areaName: area.name, salonId: salon.id });
    trackBooking('preferred-salon-chosen', { salonId: salon.id });
    navigate({ pathname: RESERVATION_STEP_PATHS.service, search });
  }

  return { chooseArea, choosePreferredSalon };
}
