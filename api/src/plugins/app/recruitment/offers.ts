import type { Kysely } from 'kysely';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import type { Language } from '@salon/contracts/languages';
import type { DB } from '../../../db/schema.ts';
import { selectSalons, toSalon } from '../catalog/salon-mapper.ts';

/**
 * The enabled offers of enabled salons, by city then offer name (the list groups them by
 * city). The salon is read by the query behind every salon of the API (selectSalons) and
 * mapped by toSalon, so its images have the shape the salon lists give them; the location
 * adds the city's slug, the `{city}` of /salony/{city} and /pracuj-z-nami/{city}.
 */
export async function listOffers(db: Kysely<DB>, language: Language): Promise<RecruitmentOffer[]> {
  const offers = await db
    .selectFrom('recruitment_offers')
    .innerJoin('salons', 'salons.id', 'recruitment_offers.salon_id')
    .select(['recruitment_offers.id', 'recruitment_offers.salon_id', 'recruitment_offers.name', 'recruitment_offers.description', 'recruitment_offers.recruitment_link', 'recruitment_offers.created_at'])
    .where('recruitment_offers.enabled', '=', true)
    // A disabled salon is not shown anywhere on the site; neither are its offers.
    .where('salons.enabled', '=', true)
    .execute();
  if (offers.length === 0) return [];
  const salonRows = await selectSalons(db).where('salons.id', 'in', [...new Set(offers.map((offer) => offer.salon_id))]).execute();
  const salons = new Map(salonRows.map((row) => [row.id, row]));
  return offers
    .flatMap((offer) => {
      const row = salons.get(offer.salon_id);
      if (!row) return [];
      const salon = toSalon(row, language);
      return [
        {
          id: offer.id,
          name: offer.name,
          description: offer.description,
          recruitmentLink: offer.recruitment_link,
          enabled: true,
          publishedAt: offer.created_at.toISOString(),
          salon: {
            id: salon.id,
            name: salon.name,
            images: salon.images,
            location: {
              department: row.department_name,
              city: row.city_name,
              citySlug: row.city_code,
              cityGroup: row.city_group,
              postcode: row.postcode ?? '',
              address: row.address ?? [],
              coordinates: salon.coordinates,
            },
          },
        } satisfies RecruitmentOffer,
      ];
    })
    .sort(
      (a, b) =>
        a.salon.location.city.localeCompare(b.salon.location.city, 'pl') ||
        a.name.localeCompare(b.name, 'pl') ||
        a.salon.name.localeCompare(b.salon.name, 'pl') ||
        a.id.localeCompare(b.id),
    );
}

/** The open offer with this id (enabled, at an enabled salon), or null: applications go to open offers only. */
export async function offerIsOpen(db: Kysely<DB>, id: string): Promise<{ name: string; salonName: string; city: string } | null> {
  const row = await db
    .selectFrom('recruitment_offers')
    .innerJoin('salons', 'salons.id', 'recruitment_offers.salon_id')
    .innerJoin('cities', 'cities.code', 'salons.city_code')
    .select(['recruitment_offers.name', 'salons.name as salon_name', 'cities.name as city'])
    .where('recruitment_offers.id', '=', id)
    .where('recruitment_offers.enabled', '=', true)
    .where('salons.enabled', '=', true)
    .executeTakeFirst();
  return row ? { name: row.name, salonName: row.salon_name, city: row.city } : null;
}
