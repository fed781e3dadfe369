import type { VisitLocation } from '@salon/contracts/reservations-api';
import { normalizePostcode } from '@salon/contracts/postcode';
import { invalidValue } from '../../../lib/errors.ts';
import type { Executor } from '../availability/availability-repository.ts';

/*
 * Where a visit at the customer's place happens (decision 0028). A virtual salon has no
 * address of its own: its team comes to the customer, so its visits need the customer's
 * address (the contact's `location`), and no other salon's visit takes one. Stored in
 * visit_locations, one row per such visit.
 */

/** The field the rule's failures name. */
const FIELD = 'contact.location';

/**
 * The address as stored: street line and town trimmed and not empty, the postcode in its
 * written form ("00-950", from "00950" too); 400 INVALID_VALUE on the part that is not.
 */
export function checkedLocation(location: VisitLocation): VisitLocation {
  const address = location.address.trim();
  if (!address) throw invalidValue(`${FIELD}.address`);
  const postcode = normalizePostcode(location.postcode);
  if (!postcode) throw invalidValue(`${FIELD}.postcode`);
  const city = location.city.trim();
  if (!city) throw invalidValue(`${FIELD}.city`);
  return { address, postcode, city };
}

/**
 * A visit happens at the customer's place exactly when its salon is virtual: then the
 * address is required (`required`: a booking; an edit keeps the stored one), otherwise it
 * is refused, so no salon visit carries an address its salon would never go to. Both are
 * 400 INVALID_VALUE on `contact.location`. The salon is known to exist (checkBookable).
 */
export async function checkLocationForSalon(
  executor: Executor,
  salonId: string,
  location: VisitLocation | undefined,
  { required }: { required: boolean },
): Promise<void> {
  const salon = await executor.selectFrom('salons').select('is_virtual').where('id', '=', salonId).executeTakeFirstOrThrow();
  if (salon.is_virtual ? required && !location : location !== undefined) throw invalidValue(FIELD);
}

/** Stores the visit's address, replacing the one it had. */
export async function saveVisitLocation(trx: Executor, visitId: string, location: VisitLocation): Promise<void> {
  await trx
    .insertInto('visit_locations')
    .values({ visit_id: visitId, ...location })
    .onConflict((conflict) => conflict.column('visit_id').doUpdateSet(location))
    .execute();
}

/** The addresses of those of the visits that happen at the customer's place, by visit id. */
export async function visitLocations(executor: Executor, visitIds: readonly string[]): Promise<Map<string, VisitLocation>> {
  if (visitIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom('visit_locations')
    .select(['visit_id', 'address', 'postcode', 'city'])
    .where('visit_id', 'in', [...visitIds])
    .execute();
  return new Map(rows.map(({ visit_id, ...location }) => [visit_id, location]));
}
