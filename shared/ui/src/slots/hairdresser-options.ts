import type { HairdresserSlots, SalonSlots } from '@salon/contracts/reservations-api';

/**
 * The hairdresser of the customer's last visit: from GET /api/visits/last when signed
 * in, or from the draft when it came from the repeat card (which may know only a name).
 */
export interface LastVisitHairdresser {
  id: string | null;
  name: string | null;
}

/** One entry of the hairdresser filter. */
export interface HairdresserOption {
  id: string;
  name: string;
  /** The hairdresser of the last visit: highlighted and listed first. */
  lastVisit: boolean;
}

/** What the customer asked for; a name alone comes from a repeated visit. Null: any hairdresser. */
export interface HairdresserChoice {
  id: string | null;
  name: string | null;
}

const byName = new Intl.Collator('pl');
// A name typed or stored elsewhere may differ in case; accents still tell names apart.
const nameMatcher = new Intl.Collator('pl', { sensitivity: 'accent' });
const sameName = (a: string, b: string) => nameMatcher.compare(a.trim(), b.trim()) === 0;

/** Whether a hairdresser is the one of the last visit: by id when known, else by name. */
function isLastVisit(hairdresser: HairdresserSlots, last: LastVisitHairdresser | null): boolean {
  if (!last) return false;
  if (last.id) return hairdresser.id === last.id;
  return last.name ? sameName(hairdresser.name, last.name) : false;
}

/**
 * The hairdresser filter's entries (spec part 1, section 4): only hairdressers with status
 * AVAILABLE, by name, with the last visit's hairdresser first.
 */
export function hairdresserOptions(
  hairdressers: readonly HairdresserSlots[],
  last: LastVisitHairdresser | null,
): HairdresserOption[] {
  return hairdressers
    .filter((hairdresser) => hairdresser.slotStatus === 'AVAILABLE')
    .map((hairdresser) => ({ id: hairdresser.id, name: hairdresser.name, lastVisit: isLastVisit(hairdresser, last) }))
    .sort((a, b) => Number(b.lastVisit) - Number(a.lastVisit) || byName.compare(a.name, b.name));
}

/**
 * Hairdressers work in one salon, so the filter is offered when exactly one salon is in
 * view (chosen on purpose, picked in the salon filter, or the only one listed); with
 * several salons it has no entries.
 */
export function hairdresserOptionsInView(
  listed: readonly SalonSlots[],
  last: LastVisitHairdresser | null,
): HairdresserOption[] {
  return listed.length === 1 ? hairdresserOptions(listed[0]!.hairdressers, last) : [];
}

/**
 * The entry a choice stands for, or null (any hairdresser) when it is not in the list:
 * the spec resets the choice to "any" once the chosen hairdresser is no longer listed.
 */
export function resolveHairdresser(
  choice: HairdresserChoice | null,
  options: readonly HairdresserOption[],
): HairdresserOption | null {
  if (!choice) return null;
  if (choice.id) return options.find((option) => option.id === choice.id) ?? null;
  return choice.name ? (options.find((option) => sameName(option.name, choice.name!)) ?? null) : null;
}

/**
 * The start times a salon shows under the hairdresser filter: the chosen hairdresser's
 * own, or every free time of the salon when any hairdresser will do (null). A
 * hairdresser the answer does not list has no time.
 */
export function hairdresserSlots(result: SalonSlots, hairdresserId: string | null): string[] {
  if (hairdresserId === null) return result.slots;
  return result.hairdressers.find((hairdresser) => hairdresser.id === hairdresserId)?.slots ?? [];
}
