import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import type { SalonForLinks } from '@salon/ui';

/** The offer's address on one line: "ul. Floriańska 12, 30-001 Kraków" (as the served offer page gives it). */
export { offerAddress } from '@salon/seo/content/job-offer-page';

/** The salon of an offer in the shape of @salon/ui's salon links (address line, maps link). */
export function offerSalonForLinks(offer: RecruitmentOffer): SalonForLinks {
  const { location } = offer.salon;
  return { name: offer.salon.name, location, coordinates: location.coordinates };
}
