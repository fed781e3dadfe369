import { skipToken } from '@reduxjs/toolkit/query';
import type { Price, Service } from '@salon/contracts/catalog-api';
import { useRuntimeConfig } from '@salon/platform';
import { useGetServiceQuery, useGetServicesQuery } from '../../api/get-services.ts';
import { areaQuery } from '../../lib/booking-areas.ts';
import type { ReservationDraft } from '../../lib/reservation-draft-slice.ts';

/** A price as a service row shows it: `priceFrom` adds "from" (the lowest of several salons). */
export type ServicePriceValue = Pick<Service, 'price' | 'priceFrom'>;

/** What the draft's service price can be read from, each once it has loaded. */
export interface DraftPriceSources {
  serviceId: string;
  /** The draft has a salon (chosen on purpose or with a time). */
  hasSalon: boolean;
  /** The price the chosen time came with: the slot search's `servicePrice` for that salon. */
  slotPrice: Price | null | undefined;
  /** GET /api/services?salonId= of the draft's salon. */
  salonServices: readonly Service[] | undefined;
  /** GET /api/services of the draft's area. */
  areaServices: readonly Service[] | undefined;
  /** GET /api/services/{id}, priced over the chain: a draft without an area (area selection off). */
  chainService: ServicePriceValue | undefined;
}

/**
 * The one price the booking shows for the chosen service, from the answer that covers
 * what the customer has chosen: with a salon, that salon's price (the one its card on
 * the date step and the booked visit carry); without one, the area's, "from" when its
 * salons differ (what the service card said). Never the price the service was picked
 * with: a service picked from the area's list and a salon chosen on purpose (booking
 * link, repeat visit, preferred salon) would show the area's lowest price for a salon
 * that charges more. Null until the answer that decides it has arrived.
 */
export function draftServicePrice(sources: DraftPriceSources): ServicePriceValue | null {
  const find = (services: readonly Service[] | undefined) => services?.find((service) => service.id === sources.serviceId);
  if (sources.hasSalon) {
    if (sources.slotPrice) return { price: sources.slotPrice, priceFrom: false };
    const inSalon = find(sources.salonServices);
    return inSalon ? { price: inSalon.price, priceFrom: false } : null;
  }
  const inArea = find(sources.areaServices);
  if (inArea) return { price: inArea.price, priceFrom: inArea.priceFrom };
  return sources.chainService ? { price: sources.chainService.price, priceFrom: sources.chainService.priceFrom } : null;
}

/**
 * `draftServicePrice` for the booking draft, asking only the one list it needs. The
 * lists are the service step's own queries, so they usually come from the cache.
 */
export function useDraftServicePrice(draft: Pick<ReservationDraft, 'area' | 'service' | 'salon'>): ServicePriceValue | null {
  const { booking } = useRuntimeConfig();
  const { area, service, salon } = draft;
  const salonList = useGetServicesQuery(service && salon && !salon.servicePrice ? { salonId: salon.id } : skipToken);
  const areaList = useGetServicesQuery(service && !salon && area ? areaQuery(area, booking.areasEndpoint) : skipToken);
  const chain = useGetServiceQuery(service && !salon && !area ? service.id : skipToken);
  if (!service) return null;
  return draftServicePrice({
    serviceId: service.id,
    hasSalon: salon !== null,
    slotPrice: salon?.servicePrice,
    salonServices: salonList.currentData,
    areaServices: areaList.currentData,
    chainService: chain.currentData,
  });
}
