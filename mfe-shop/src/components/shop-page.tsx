import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { SHOP_PATH } from '../lib/shop-paths.ts';

export interface ShopPageProps extends Omit<ComponentProps<typeof Page>, 'breadcrumbs'> {
  /** The crumbs between the shop and this page (a checkout's voucher). */
  via?: { label: string; to: string }[];
  /** The last crumb when it differs from the title. */
  crumb?: string;
}

/** The frame of a shop screen below the list: `Page` with the breadcrumb Home → Sklep → (via →) title. */
export function ShopPage({ via = [], crumb, title, ...page }: ShopPageProps) {
  const { t } = useTranslation('shop');
  return <Page title={title} breadcrumbs={[{ label: t('breadcrumbs.shop'), to: SHOP_PATH }, ...via, { label: crumb ?? title }]} {...page} />;
}
