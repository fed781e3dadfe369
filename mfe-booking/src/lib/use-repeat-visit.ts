import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '@salon/platform';
import { getAreas } from '../api/get-areas.ts';
import type { LastVisit } from '../api/get-last-visit.ts';
import { getSalon } from '../api/get-salons.ts';
import { getService } from '../api/get-services.ts';
import { useBookingDispatch } from '../app/hooks.ts';
import { areaOfSalon, toDraftArea, toDraftSalon, toDraftService } from './booking-areas.ts';
import { RESERVATION_STEP_PATHS } from './booking-paths.ts';
import { trackBooking } from './booking-tracking.ts';
import {
  areaSelected,
  hairdresserSelected,
  lastVisitFromCardChanged,
  reservationReset,
  salonSelected,
  serviceSelected,
  type DraftService,
} from './reservation-draft-slice.ts';

export type RepeatStatus = 'idle' | 'busy' | 'failed';

/**
 * "Book again" on the last-visit card (spec part 1, section 4 "Repeat visit"), on the
 * area step and on the home page: a new draft with the last visit's area, salon,
 * service and hairdresser, flagged as coming from the card, then the date step. The
 * salon is loaded for its services and area; the service for its price, falling back to
 * what the visit says about it. `search` is the query to carry on (the area step's).
 */
export function useRepeatVisit(search = '') {
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { booking } = useRuntimeConfig();
  const [status, setStatus] = useState<RepeatStatus>('idle');

  async function repeat(visit: LastVisit) {
    setStatus('busy');
    try {
      const [salon, areas] = await Promise.all([
        dispatch(getSalon.initiate(visit.salon.id, { subscribe: false })).unwrap(),
        dispatch(getAreas.initiate(booking.areasEndpoint, { subscribe: false })).unwrap(),
      ]);
      const area = salon.enabled ? areaOfSalon(salon, areas, booking.areasEndpoint) : undefined;
      if (!area) throw new Error(`no bookable area for salon ${salon.id}`);
      let service: DraftService;
      try {
        service = toDraftService(await dispatch(getService.initiate(visit.service.id, { subscribe: false })).unwrap());
      } catch {
        service = { id: visit.service.id, name: visit.service.name, duration: visit.service.duration };
      }
      dispatch(reservationReset());
      dispatch(areaSelected(toDraftArea(area)));
      dispatch(salonSelected(toDraftSalon(salon)));
      dispatch(serviceSelected(service));
      dispatch(hairdresserSelected(visit.hairdresserName ? { id: visit.hairdresserId, name: visit.hairdresserName } : null));
      dispatch(lastVisitFromCardChanged(true));
      trackBooking('repeat-visit', { visitId: visit.id, salonId: salon.id, serviceId: service.id });
      navigate({ pathname: RESERVATION_STEP_PATHS['salon-date'], search });
    } catch (error) {
      console.warn('[booking] the last visit could not be repeated', error);
      setStatus('failed');
    }
  }

  return { repeat, status };
}
