import type { Kysely } from 'kysely';
import type { Area, CityDetails, SalonDetails, SeoText } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import type { DB, SeoTranslations } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';
import { selectSalons, toSalon } from './salon-mapper.ts';

/*
 * What the salon directory's pages show beyond the lists: one salon with its
 * search-engine copy, and one city's page (spec part 2, "Salon screen" and "City
 * screen"). Copy is stored per language and served in the request's, Polish otherwise.
 */

/** A page's search-engine copy in the request's language (Polish when it lacks one); null when it has none. */
export function seoText(copy: SeoTranslations | null, language: Language): SeoText | null {
  const text = translate(copy, language);
  return text ? { mainContent: text.mainContent ?? null, paragraphs: text.paragraphs ?? [] } : null;
}

/** One salon, disabled or not, with its copy; null for an unknown id. */
export async function salonDetails(db: Kysely<DB>, id: string, language: Language): Promise<SalonDetails | null> {
  const row = await selectSalons(db).select('salons.seo').where('salons.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { ...toSalon(row, language), seo: seoText(row.seo, language) };
}

/**
 * A city's page: the area as the city list has it, "in <city>" and the copy. Null for
 * an unknown code and for the virtual area, which is no place a page could describe.
 */
export async function cityDetails(db: Kysely<DB>, cities: () => Promise<Area[]>, code: string, language: Language): Promise<CityDetails | null> {
  const row = await db.selectFrom('cities').select(['is_virtual', 'in_city', 'seo']).where('code', '=', code).executeTakeFirst();
  if (!row || row.is_virtual) return null;
  const area = (await cities()).find((city) => city.code === code);
  if (!area) return null;
  return {
    ...area,
    inCity: translate(row.in_city, language) ?? area.name,
    seo: seoText(row.seo, language) ?? { mainContent: null, paragraphs: [] },
  };
}
