/*
 * Links of a salon, one home for every screen that shows one (booking summary, visit
 * details, salon list and details) and for the pages the gateway serves (@salon/seo):
 * open the place in a maps service, call the salon, read its Google reviews. Google's
 * documented URLs open the app on phones and the site elsewhere, with no API key. Here,
 * without React, so Node code uses them too; @salon/ui re-exports them.
 */

/** The parts of a salon the links need; a `Salon` of @salon/contracts fits. */
export interface SalonForLinks {
  name: string;
  phone?: string | null;
  location?: { address: string[]; postcode: string; city: string } | null;
  coordinates?: { latitude: number; longitude: number } | null;
}

/** The address as one line: first address line, postcode and city (spec: "first line is used"). */
export function salonAddress(salon: SalonForLinks): string | null {
  if (!salon.location) return null;
  const { address, postcode, city } = salon.location;
  return [address[0], [postcode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
}

/** `https://www.google.com/maps/search/?api=1&query=lat,lng`, or the address when there are no coordinates; null for neither. */
export function salonMapUrl(salon: SalonForLinks): string | null {
  const address = salonAddress(salon);
  const query = salon.coordinates
    ? `${salon.coordinates.latitude},${salon.coordinates.longitude}`
    : address
      ? `${salon.name}, ${address}`
      : null;
  return query ? `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}` : null;
}

/**
 * Directions to the salon from where the visitor is:
 * `https://www.google.com/maps/dir/?api=1&destination=lat,lng` (the name and address
 * when there are no coordinates); null for neither. The maps app or site asks for the
 * start itself, so the page needs no location permission.
 */
export function salonDirectionsUrl(salon: SalonForLinks): string | null {
  const address = salonAddress(salon);
  const destination = salon.coordinates
    ? `${salon.coordinates.latitude},${salon.coordinates.longitude}`
    : address
      ? `${salon.name}, ${address}`
      : null;
  return destination ? `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination }).toString()}` : null;
}

/** `tel:` with the digits and a leading plus only ('+48 12 300 40 50' → 'tel:+48123004050'); null without a number. */
export function telUrl(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/**
 * The public page that lists a place's Google reviews (and lets a visitor write one):
 * `https://search.google.com/local/reviews?placeid=<id>`; null without a place id.
 */
export function googleReviewsUrl(placeId: string | null | undefined): string | null {
  const id = placeId?.trim();
  return id ? `https://search.google.com/local/reviews?${new URLSearchParams({ placeid: id }).toString()}` : null;
}
