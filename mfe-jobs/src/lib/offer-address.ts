import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { salonAddress, type SalonForLinks } from '@salon/ui';

/** The salon of an offer in the shape of @salon/ui's salon links (address line, maps link). */
export function offerSalonForLinks(offer: RecruitmentOffer): SalonForLinks {
  const { location } = offer.salon;
  return { name: offer.salon.name, location, coordinates: location.coordinates };
}

/** The offer's address on one line: "ul. Floriańska 12, 31-019 Kraków". */
export function offerAddress(offer: RecruitmentOffer): string {
  return salonAddress(offerSalonForLinks(offer)) ?? '';
}
