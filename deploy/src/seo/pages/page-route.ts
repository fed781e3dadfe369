import type { PageHead, SafeHtml } from '@salon/seo';
import type { SeoPageContext } from '@salon/seo/page-context';
import type { ApiReader } from './api-reader.ts';

/**
 * What a page's renderer knows of the request and the site: what @salon/seo's builders
 * are given (the `seo` copy in the page's language, which is its `?lang=` else the
 * site's default, the origin, the configuration), so a route passes it to them as it
 * is, and what only the gateway has.
 */
export interface PageContext extends SeoPageContext {
  /** The page's path, as the request named it (already known to exist: seo/page-status.ts). */
  pathname: string;
  query: URLSearchParams;
  /** The page's canonical URL in its language, as its canonical link names it. */
  pageUrl: string;
  /** The API's public routes. */
  api: ApiReader;
}

/** What the gateway writes into a page: its head and, for crawlers without JavaScript, its main facts. */
export interface ServedPage {
  head: PageHead;
  /**
   * The page's main facts as HTML (its `<h1>`, then what it is about), served inside
   * `<noscript>`: read by crawlers and browsers without JavaScript, never painted where
   * the app runs (decision 0034).
   */
  facts?: SafeHtml;
}

/**
 * One kind of page: the path it serves (`/salony/:code`, each `:name` one segment,
 * decoded) and how its head and facts are made. `render` answers undefined when the page
 * is not its kind after all (a city under the salon's pattern) or its data is missing:
 * the next route is tried, and the page is served with its address tags only.
 */
export interface PageRoute {
  pattern: string;
  render(params: Readonly<Record<string, string>>, context: PageContext): Promise<ServedPage | undefined>;
}

/** `pattern`'s parameters in `pathname`, decoded, or undefined when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}
