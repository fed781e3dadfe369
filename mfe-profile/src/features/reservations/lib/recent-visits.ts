import type { RecentVisit } from '@salon/contracts/reservations-api';

/**
 * The "recent visits" shown under the reservations (spec part 2, "Profile:
 * reservations"): those that have started by `now` (local ISO, Europe/Warsaw) and are not
 * already in the list of upcoming ones. Empty means the section is not shown.
 */
export function pastVisits(recent: readonly RecentVisit[], upcomingIds: ReadonlySet<string>, now: string): RecentVisit[] {
  return recent.filter((visit) => visit.startDateTime <= now && !upcomingIds.has(visit.id));
}
