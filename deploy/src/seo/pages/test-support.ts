import type { Static, TSchema } from '@sinclair/typebox';
import type { Language } from '@salon/contracts/languages';
import type { RuntimeConfig } from '@salon/contracts/runtime-config';
import { matchesSchema } from '@salon/contracts/schema-check';
import { TEST_CONFIG, testPageContext } from '@salon/seo/test-support';
import { canonicalUrl } from '../head-tags.ts';
import type { ApiReadOptions, ApiReader } from './api-reader.ts';
import type { PageContext } from './page-route.ts';

/*
 * The routes' tests (salons, content, site) share one stand-in for the API and one
 * request: the same checks of every body against its contract, the same page address.
 */

/** The API as a test gives it, and what it was asked: each path with its options, in order. */
export interface FakeApi extends ApiReader {
  calls: { path: string; options: ApiReadOptions }[];
}

/**
 * The API as a map of path (with its query) → body; any other path is a 404 (undefined),
 * an `Error` body a failed request. Each body is checked against the schema the route
 * asks it with and a mismatch fails the read, as the real reader does (api-reader.ts):
 * a fixture that does not fit its contract cannot pass for the API's answer.
 */
export function fakeApi(bodies: Readonly<Record<string, unknown>> = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  return {
    calls,
    get<T extends TSchema>(path: string, schema: T, options: ApiReadOptions): Promise<Static<T> | undefined> {
      calls.push({ path, options });
      const body = bodies[path];
      if (body instanceof Error) return Promise.reject(body);
      if (body === undefined) return Promise.resolve(undefined);
      if (!matchesSchema(schema, body)) return Promise.reject(new Error(`GET ${path} answered a body of another shape`));
      return Promise.resolve(body);
    },
  };
}

/**
 * The request for `pathAndQuery` (`/blog?page=2`) in `language`, on @salon/seo's test
 * origin with `config` (the brand Kosmyk, Polish the default), its canonical URL as the
 * gateway names it, reading `api`.
 */
export function testContext(pathAndQuery: string, { language = 'pl', config = TEST_CONFIG, api = fakeApi() }: { language?: Language; config?: RuntimeConfig; api?: ApiReader } = {}): PageContext {
  const [pathname = '/', search = ''] = pathAndQuery.split('?');
  const seo = testPageContext(language, config);
  const pageUrl = canonicalUrl({ origin: seo.origin, pathname, search, language, defaultLanguage: seo.defaultLanguage });
  return { ...seo, pathname, query: new URLSearchParams(search), pageUrl, api };
}
