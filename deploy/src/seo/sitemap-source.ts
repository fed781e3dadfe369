import { matchesSchema } from '@salon/contracts/schema-check';
import { SitemapSchema, type Sitemap } from '@salon/contracts/sitemap-api';
import { ANSWER_FRESH_MS, createKeptAnswers } from './kept-answers.ts';

/** How long the sitemap's data is served before it is asked again (decision 0034). */
export const SITEMAP_FRESH_MS = ANSWER_FRESH_MS;
/** How long the API may take to answer before the gateway gives up on it. */
export const API_TIMEOUT_MS = 5_000;

export interface SitemapSource {
  /**
   * The API's `GET /api/sitemap`; one request in flight whatever the number of callers.
   * Only the first read waits for the API: once an answer is `SITEMAP_FRESH_MS` old, it
   * is still given while a new one is asked for, so no page waits on the API again and
   * a change shows within a minute and one request. When the API fails, the last good
   * answer stays (a crawler is better off with a list a few minutes old than with
   * none); with no answer yet it throws.
   */
  read(): Promise<Sitemap>;
}

/** Reads the sitemap's data from the API at `apiUrl`, keeping it `freshMs`. */
export function createSitemapSource({ apiUrl, freshMs = SITEMAP_FRESH_MS, now = Date.now }: { apiUrl: string; freshMs?: number; now?: () => number }): SitemapSource {
  const kept = createKeptAnswers<Sitemap>({ freshMs, now, maxKeys: 1 });
  const ask = async (): Promise<Sitemap> => {
    const response = await fetch(new URL('/api/sitemap', apiUrl), { signal: AbortSignal.timeout(API_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/sitemap answered ${response.status}`);
    const data: unknown = await response.json();
    if (!matchesSchema(SitemapSchema, data)) throw new Error('GET /api/sitemap answered a body that is not a sitemap');
    return data;
  };
  return { read: () => kept.read('/api/sitemap', ask) };
}
