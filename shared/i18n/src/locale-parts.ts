import type { Language } from '@salon/contracts';

/**
 * A namespace's copy split by feature: per language, the parts (one JSON file each,
 * beside the feature's code, under its own top-level key) in merge order.
 */
export type LocaleParts = Record<Language, readonly object[]>;

/**
 * Merges each language's parts into one namespace. Shallow on purpose: each part owns
 * its top-level key (`checkLocaleParts` fails when two parts share one).
 */
export function mergeLocaleParts(parts: LocaleParts): Record<Language, Record<string, unknown>> {
  const merge = (list: readonly object[]) => Object.assign({}, ...list) as Record<string, unknown>;
  return { pl: merge(parts.pl), en: merge(parts.en), fr: merge(parts.fr) };
}
