/**
 * A readable name from a URL slug (`nowy-sacz` → `Nowy Sacz`), for headings and
 * breadcrumbs until the real name arrives from the API. Polish letters the slug lost
 * stay lost; the data puts them back.
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl') + word.slice(1))
    .join(' ');
}
