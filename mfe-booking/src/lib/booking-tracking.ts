import { track } from '@salon/platform';

/*
 * The booking remote's tracking (spec part 1, section 1: "a marketing-recommendation
 * tracker (view, purchase, tag and go events) and an internal event tracker are fed at
 * each booking step"). Both go into the platform's tracking queue (POST /api/events);
 * the recommendation tracker's events carry the `reco:` prefix so the server can pass
 * them on to that tracker. Server behaviour is not shown in the spec.
 */

/** The recommendation tracker's event kinds. */
export type RecommendationEvent = 'view' | 'purchase' | 'tag' | 'go';

/** An event of the recommendation tracker: `reco:view`, `reco:purchase`, `reco:tag`, `reco:go`. */
export function trackRecommendation(kind: RecommendationEvent, data: Record<string, unknown>): void {
  track(`reco:${kind}`, data, 'booking');
}

/** An internal booking event, `booking:<name>` (step views, choices, success, failures). */
export function trackBooking(name: string, data?: Record<string, unknown>): void {
  track(`booking:${name}`, data, 'booking');
}
