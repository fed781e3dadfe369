/**
 * The spec's price range as a plain check: neither bound negative, "from" not above
 * "to"; a missing bound is no limit. Without yup, so a catalogue's price filter on a
 * page's first screen does not load it; `priceRange` (rules.ts) is the same rule as a
 * yup schema for forms.
 */
export function isPriceRange(min: number | null | undefined, max: number | null | undefined): boolean {
  if ((min != null && min < 0) || (max != null && max < 0)) return false;
  return min == null || max == null || min <= max;
}
