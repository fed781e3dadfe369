/**
 * Migration 0003: what the salon directory's pages need beyond the booking flow — the
 * salons' wide 17:6 picture sets and the search-engine copy of salon and city pages.
 */
export const sql = String.raw`
-- The alternative picture set composed for a wide 17:6 frame, same shape as images:
-- [{ "5_3": url, "9_11": url, "17_6": url, "mini": url }]; empty when the salon has none.
ALTER TABLE salons
  ADD COLUMN images_17_6 jsonb NOT NULL DEFAULT '[]',
  -- search-engine copy per language: { "pl": { "mainContent": …, "paragraphs": [{ "title", "content" }] }, "en": …, "fr": … }
  ADD COLUMN seo jsonb;

ALTER TABLE cities
  -- "in <city>" per language: { "pl": "w Krakowie", "en": "in Kraków", "fr": "à Cracovie" }
  ADD COLUMN in_city jsonb,
  -- the city page's search-engine copy, shaped like salons.seo
  ADD COLUMN seo jsonb;
`;
