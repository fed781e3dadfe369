import { SALON_LIST_PATH } from '@salon/contracts/site-paths';
import { pageBreadcrumbs, type Crumb } from '../breadcrumbs.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { StructuredData } from '../page-head.ts';

/**
 * The breadcrumbs of a salon page as JSON-LD: Home › Salons, then `steps` (a city, a
 * salon); the last step is the page at `path`. With no steps the salon list is the page.
 */
export function salonsBreadcrumbs(context: SeoPageContext, path: string, steps: readonly Crumb[] = []): StructuredData {
  const salons: Crumb = { name: context.t('salonList.crumbs.salons'), path: steps.length > 0 ? SALON_LIST_PATH : undefined };
  return pageBreadcrumbs(context, path, [salons, ...steps]);
}
