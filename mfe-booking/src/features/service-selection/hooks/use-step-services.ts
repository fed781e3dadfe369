import { skipToken } from '@reduxjs/toolkit/query';
import { useRuntimeConfig, useSession } from '@salon/platform';
import { useGetLastVisitQuery } from '../../../api/get-last-visit.ts';
import { useGetServicesQuery, type Service } from '../../../api/get-services.ts';
import { areaQuery } from '../../../lib/booking-areas.ts';
import type { DraftArea, DraftSalon } from '../../../lib/reservation-draft-slice.ts';

export type StepServices =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      /** The chosen salon's services; null without a chosen salon. */
      salonServices: Service[] | null;
      /**
       * With a salon: the area's services that salon does not offer (the 'other
       * salons' group). Without one: every service of the area.
       */
      otherServices: Service[];
      lastVisitServiceId: string | null;
    };

/**
 * The services of the service step: the area's (GET /api/services by area, version 3)
 * and, when a salon is already chosen, that salon's (by salonId). The signed-in
 * customer's last visit marks its service; its failure only loses the badge.
 */
export function useStepServices(area: DraftArea, salon: DraftSalon | null): StepServices {
  const { booking } = useRuntimeConfig();
  const { authenticated } = useSession();
  const areaServices = useGetServicesQuery(areaQuery(area, booking.areasEndpoint));
  const salonServices = useGetServicesQuery(salon ? { salonId: salon.id } : skipToken);
  const lastVisit = useGetLastVisitQuery(authenticated ? undefined : skipToken);

  if (areaServices.isError || salonServices.isError) {
    return {
      status: 'error',
      retry: () => {
        if (areaServices.isError) void areaServices.refetch();
        if (salonServices.isError) void salonServices.refetch();
      },
    };
  }
  // Wait for the last visit too (a signed-in customer only): its service moves up the list.
  const lastVisitPending = authenticated && lastVisit.isLoading;
  if (!areaServices.currentData || (salon && !salonServices.currentData) || lastVisitPending) return { status: 'loading' };

  const salonList = salon ? (salonServices.currentData ?? []) : null;
  const inSalon = new Set(salonList?.map((service) => service.id));
  return {
    status: 'ready',
    salonServices: salonList,
    otherServices: areaServices.currentData.filter((service) => !inSalon.has(service.id)),
    lastVisitServiceId: lastVisit.data?.service.id ?? null,
  };
}
