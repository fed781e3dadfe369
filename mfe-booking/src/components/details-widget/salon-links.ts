/*
 * Links of a salon in the booking summary: open the place in a maps service and call
 * the salon. Google Maps' documented search URL opens the map app on phones and the
 * site elsewhere, with no API key.
 */

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

/** `tel:` with the digits and a leading plus only ('+48 12 300 40 50' → 'tel:+48123004050'); null without a number. */
export function telUrl(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
