/**
 * The blog list page asked for by `?page=` (the blog's screens and the gateway's served
 * blog lists read it alike), 1-based, or null for "no page asked": a missing
 * value, 0, a negative, anything that is not a whole number, or (when the total is
 * known) a page above the total is ignored, as the spec says, and the list shows its
 * first page.
 */
export function parsePageQuery(search: string | URLSearchParams, totalPages?: number): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('page');
  // Digits only: Number() would also take '', ' 2', '2e1' and '0x10'.
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  if (!Number.isSafeInteger(page) || page < 1) return null;
  if (totalPages !== undefined && page > totalPages) return null;
  return page;
}
