import type { Service } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import type { ServiceRow } from '../../../db/schema.ts';
import { price } from '../../../lib/money.ts';
import { translate } from '../../../lib/translate.ts';

/** A service row with the lowest and highest price among the salons it was priced over (grosze). */
export interface PricedServiceRow extends ServiceRow {
  min_price_minor: number;
  max_price_minor: number;
}

/**
 * A service as the spec's Service entity, in the request's language. Its price is the
 * lowest of the salons it was priced over, marked "from" when they do not all agree.
 */
export function toService(row: PricedServiceRow, language: Language): Service {
  return {
    id: row.id,
    // Every service has a Polish name (the column is NOT NULL); '' only if a row was hand-edited badly.
    name: translate(row.name, language) ?? '',
    duration: row.duration_minutes,
    order: row.sort_order,
    category: row.category,
    sex: row.sexes,
    outsideOfSalon: row.outside_of_salon,
    promoted: row.promoted,
    promotingMessage: translate(row.promoting_message, language),
    price: price(row.min_price_minor),
    priceFrom: row.min_price_minor !== row.max_price_minor,
    description: translate(row.description, language),
    longDescription: translate(row.long_description, language),
    minimumDistanceInDays: row.minimum_distance_in_days,
  };
}
