import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { SHOP_PATH } from '../lib/shop-paths.ts';

export interface ShopPageProps {
  title: string;
  /** Favourites are a customer's own list: kept out of search engines. */
  noindex?: boolean;
  children?: ReactNode;
}

/** The frame of a shop screen below the list: `Page` with the breadcrumb Home → Shop → title. */
export function ShopPage({ title, noindex = false, children }: ShopPageProps) {
  const { t } = useTranslation('shop');
  return (
    <Page title={title} noindex={noindex} breadcrumbs={[{ label: t('breadcrumbs.shop'), to: SHOP_PATH }, { label: title }]}>
      {children}
    </Page>
  );
}
