import { contentRoutes } from './content.ts';
import { matchPattern, type PageContext, type PageRoute, type ServedPage } from './page-route.ts';
import { salonsRoutes } from './salons.ts';
import { siteRoutes } from './site.ts';

export type { PageContext, PageRoute, ServedPage } from './page-route.ts';

/** Every kind of public page the gateway writes a head and facts for. */
export const PAGE_ROUTES: readonly PageRoute[] = [...siteRoutes, ...salonsRoutes, ...contentRoutes];

/**
 * The head and facts of the page at `context.pathname`: the first route whose pattern
 * matches and that renders it. Undefined for a page no route knows or whose data the
 * API did not give (it is served with its address tags only, and the app does the
 * rest); an API failure is `onError`'s to log, never the page's to fail.
 */
export async function renderPage(context: PageContext, { routes = PAGE_ROUTES, onError }: { routes?: readonly PageRoute[]; onError?: (error: unknown) => void } = {}): Promise<ServedPage | undefined> {
  for (const route of routes) {
    const params = matchPattern(route.pattern, context.pathname);
    if (!params) continue;
    try {
      const page = await route.render(params, context);
      if (page) return page;
    } catch (error) {
      onError?.(error);
      return undefined;
    }
  }
  return undefined;
}
