/**
 * A readable name from a URL slug (`nowy-sacz` → `Nowy Sacz`), for headings and
 * breadcrumbs until the real name arrives from the API (a city, a blog category or
 * article). Empty segments (`bielsko--biala-`) are dropped. Words are capitalised with
 * Polish rules, the site's default language, so `łódź` reads `Łódź`; Polish letters
 * the slug already lost stay lost, and the data puts them back.
 *
 * @example titleFromSlug('nowy-sacz') // 'Nowy Sacz'
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl') + word.slice(1))
    .join(' ');
}
