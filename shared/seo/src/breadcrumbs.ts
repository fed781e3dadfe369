import type { BreadcrumbList } from 'schema-dts';
import { HOME_PATH } from '@salon/contracts/site-paths';
import { pageUrl, type SeoPageContext } from './page-context.ts';
import type { StructuredData } from './page-head.ts';

/** One step of a page's breadcrumbs: its label and its path (the last, the page itself, has none). */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * A page's breadcrumbs as schema.org `BreadcrumbList` (search results show the path
 * instead of the URL): Home (`page.home`), then `steps`, each with its position, name and
 * absolute URL; the last, without a path, is the page at `path`, named by its canonical
 * URL in its language (a list's later page keeps its `?page=`). Every area's pages start
 * at the same Home, so its label is spelled once.
 */
export function pageBreadcrumbs(context: SeoPageContext, path: string, steps: readonly Crumb[]): StructuredData {
  const crumbs: Crumb[] = [{ name: context.t('page.home'), path: HOME_PATH }, ...steps];
  const list: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path === undefined ? pageUrl(path, context) : new URL(crumb.path, context.origin).href,
    })),
  };
  return { '@context': 'https://schema.org', ...list } as StructuredData;
}
