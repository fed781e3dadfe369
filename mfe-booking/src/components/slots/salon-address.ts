import type { Salon } from '@salon/contracts/catalog-api';

/** The address line a salon shows: its first address line, postcode and city; empty for a virtual salon. */
export function salonAddressLine(salon: Pick<Salon, 'location'>): string {
  if (!salon.location) return '';
  const street = salon.location.address[0];
  const town = `${salon.location.postcode} ${salon.location.city}`.trim();
  return street ? `${street}, ${town}` : town;
}
