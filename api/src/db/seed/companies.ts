import type { Selectable } from 'kysely';
import type { CompaniesTable } from '../schema.ts';
import { cityByCode } from './areas.ts';
import { personName } from './names.ts';
import { Random } from './random.ts';
import type { SalonSpec } from './salon-list.ts';

/*
 * Who issues each salon's fiscal documents: the chain's own company for its own salons,
 * and for each franchise salon its franchisee, a sole trader with a business name, as
 * Polish franchisees usually are. Tax ids (NIP) are made up but valid (their check
 * digit), so a receipt looks like one.
 */

/** The chain's own operating company (its salons' receipts). */
export const CHAIN_COMPANY_ID = 'chain';

/** A NIP with a valid check digit from nine digits; null when the digits have none (check 10). */
export function nipWithCheckDigit(nineDigits: string): string | null {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = [...nineDigits].reduce((sum, digit, index) => sum + Number(digit) * weights[index]!, 0) % 11;
  return check === 10 ? null : `${nineDigits}${check}`;
}

function madeUpNip(random: Random): string {
  for (;;) {
    // Tax-office prefixes are 1xx–9xx; never 0.
    const nip = nipWithCheckDigit(`${random.int(1, 9)}${random.digits(8)}`);
    if (nip) return nip;
  }
}

const chainCompany: Selectable<CompaniesTable> = {
  id: CHAIN_COMPANY_ID,
  name: 'Kosmyk sp. z o.o.',
  nip: nipWithCheckDigit('525300012')!,
  address: ['ul. Prosta 20'],
  postcode: '00-850',
  city: 'Warszawa',
};

/** The company id that issues a salon's documents. */
export const companyIdOf = (spec: SalonSpec): string => (spec.franchise ? `franchise-${spec.id.toLowerCase()}` : CHAIN_COMPANY_ID);

/** The chain's company and one franchisee per franchise salon, registered at the salon's address. */
export function seededCompanies(salons: readonly SalonSpec[]): Selectable<CompaniesTable>[] {
  const franchisees = salons
    .filter((spec) => spec.franchise)
    .map((spec): Selectable<CompaniesTable> => {
      const random = new Random(`company:${spec.id}`);
      const owner = personName(random, random.int(0, 4) === 0 ? 'M' : 'F');
      const city = cityByCode(spec.city).name;
      return {
        id: companyIdOf(spec),
        name: `Studio Fryzur ${owner.firstName} ${owner.lastName}`,
        nip: madeUpNip(random),
        address: [spec.street ?? ''],
        postcode: spec.postcode ?? '',
        city,
      };
    });
  return [chainCompany, ...franchisees];
}
