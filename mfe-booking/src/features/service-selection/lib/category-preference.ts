import { CATEGORY_FILTERS, type CategoryFilter } from './service-filter.ts';

/** Where the chosen category is remembered (spec part 1, section 9: "category preference … persisted in the browser"). */
export const CATEGORY_PREFERENCE_KEY = 'salon:booking:service-category';

/** The remembered category, or null on a first visit (or when storage is blocked or holds junk). */
export function readCategoryPreference(): CategoryFilter | null {
  try {
    const value = window.localStorage.getItem(CATEGORY_PREFERENCE_KEY);
    return CATEGORY_FILTERS.find((category) => category === value) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the customer's category; a blocked storage (private mode, embeds) only loses the memory. */
export function writeCategoryPreference(category: CategoryFilter): void {
  try {
    window.localStorage.setItem(CATEGORY_PREFERENCE_KEY, category);
  } catch {
    // Nothing to do: the filter still works for this visit.
  }
}
