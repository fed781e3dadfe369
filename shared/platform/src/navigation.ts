/**
 * The query carry-over of spec part 2 ("Routing behaviour"): the shell gives a
 * navigation without a query string the previous page's query. A remote that means
 * the query it navigates to (a redirect that consumed some keys and kept the rest on
 * purpose, or one that drops a key which did its job) marks the navigation with this
 * state, and the shell leaves it as it is. The state key is a cross-version contract
 * between the shell and every remote: never rename it.
 */
const EXACT_QUERY_KEY = 'salonExactQuery';

/**
 * Navigation state saying "this URL's query is exactly the one meant", merged into any
 * state of the caller's own: `navigate(to, { replace: true, state: exactQuery() })`.
 */
export function exactQuery<T extends object>(state?: T): T & { [EXACT_QUERY_KEY]: true } {
  return { ...(state ?? ({} as T)), [EXACT_QUERY_KEY]: true as const };
}

/** Whether a navigation's state asks the shell not to carry the previous query over. */
export function isExactQuery(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[EXACT_QUERY_KEY] === true;
}
