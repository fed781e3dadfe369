import type { Static, TSchema } from '@sinclair/typebox';
import { API_HEADERS, CLIENT_NAME, type ApiVersion } from '@salon/contracts/api';
import { LANGUAGE_LOCALES, type Language } from '@salon/contracts/languages';
import { matchesSchema } from '@salon/contracts/schema-check';
import { createKeptAnswers } from '../kept-answers.ts';
import { API_TIMEOUT_MS } from '../sitemap-source.ts';

/** What a page's data request says beside its path. */
export interface ApiReadOptions {
  /** The page's language: the API answers names and copy in it (Accept-Language). */
  language: Language;
  /** The route's version, when the client's call names one (X-Api-Version). */
  apiVersion?: ApiVersion;
}

/**
 * The API's public GET routes as the gateway reads them for a page's head and facts
 * (decision 0034), with the headers the site's own client sends.
 */
export interface ApiReader {
  /**
   * The answer of GET `path` (with its query), checked against `schema`; `undefined`
   * when the API answers 404 (the entity is not there). Kept per path and language a
   * minute, then given once more while the next is asked (kept-answers.ts), so a page's
   * time to first byte waits on the API only the first time. Throws when the API fails
   * or answers a body of another shape, and nothing was kept: the caller serves the
   * page without its facts then, never without the page.
   */
  get<T extends TSchema>(path: string, schema: T, options: ApiReadOptions): Promise<Static<T> | undefined>;
}

/** A 404 kept as an answer too: a crawler asking for a gone salon again costs no request. */
const ABSENT = Symbol('absent');

export function createApiReader({ apiUrl, brand, freshMs, maxKeys }: { apiUrl: string; brand: () => string; freshMs?: number; maxKeys?: number }): ApiReader {
  const kept = createKeptAnswers<unknown>({ freshMs, maxKeys });
  return {
    async get(path, schema, { language, apiVersion }) {
      const key = `${language} ${apiVersion ?? ''} ${path}`;
      const value = await kept.read(key, async () => {
        const headers: Record<string, string> = {
          accept: 'application/json',
          [API_HEADERS.language]: LANGUAGE_LOCALES[language],
          [API_HEADERS.brand]: brand(),
          [API_HEADERS.clientName]: CLIENT_NAME,
        };
        if (apiVersion !== undefined) headers[API_HEADERS.apiVersion] = String(apiVersion);
        const response = await fetch(new URL(path, apiUrl), { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
        if (response.status === 404) return ABSENT;
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        const body: unknown = await response.json();
        if (!matchesSchema(schema, body)) throw new Error(`GET ${path} answered a body of another shape`);
        return body;
      });
      return value === ABSENT ? undefined : (value as Static<typeof schema>);
    },
  };
}
