/** The profile area; its index opens the reservations tab. */
export const PROFILE_PATH = '/profil';

/** The profile's sections, in the side navigation's order (spec part 2, section 2). */
export const PROFILE_SECTIONS = ['details', 'reservations', 'vouchers', 'campaigns', 'messages', 'visits'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Each section's path segment under `/profil`. */
export const PROFILE_SECTION_SEGMENTS: Readonly<Record<ProfileSection, string>> = {
  details: 'moje-dane',
  reservations: 'rezerwacje',
  vouchers: 'vouchery',
  campaigns: 'promocje',
  messages: 'wiadomosci',
  visits: 'wizyty',
};

export function profileSectionPath(section: ProfileSection): string {
  return `${PROFILE_PATH}/${PROFILE_SECTION_SEGMENTS[section]}`;
}

/** The favourite products: the shop remote's list (decision 0005), linked from the side navigation rather than kept twice. */
export const FAVOURITE_PRODUCTS_PATH = '/sklep/ulubione';

/** Where `/profil` itself leads (the header's "my account" goes there too). */
export const PROFILE_DEFAULT_SECTION: ProfileSection = 'reservations';
