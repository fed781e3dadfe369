import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { OFFERS } from '@salon/seo/content/test-fixtures';

/*
 * Offers for the component tests, in the contract's shape (@salon/seo's, which the
 * served pages' tests use too): Kraków (two salons), the Trójmiasto group (Gdańsk, and
 * Gdynia recruiting through an external page), Łódź, and a disabled offer in Warszawa
 * that no screen may show.
 */

export { GDANSK_BARBER, GDYNIA_RECEPTION, KRAKOW_BEAUTY, KRAKOW_HAIR, LODZ_NAILS, OFFERS, WARSZAWA_DISABLED } from '@salon/seo/content/test-fixtures';

/** A mocked base query answering GET /api/recruitment with `offers`; other calls are left to `other`. */
export function offersApi(offers: RecruitmentOffer[] = OFFERS, other?: (args: { url: string; body?: unknown }) => unknown) {
  return async (args: { url: string; body?: unknown }) => {
    if (args.url === '/api/recruitment') return { data: offers };
    if (other) return other(args);
    throw new Error(`unexpected call ${args.url}`);
  };
}
