import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { SHOP_PATH } from '../lib/shop-paths.ts';

export interface ShopPageProps {
  title: string;
  /** Favourites are a customer's own list: kept out of search engines. */
  noindex?: boolean;
  children?: ReactNode;
}

/** The frame of a shop screen below the list: title, breadcrumb Home → Shop → title, meta. */
export function ShopPage({ title, noindex = false, children }: ShopPageProps) {
  const { t } = useTranslation('shop');
  useDocumentMeta({ title, noindex });
  return (
    <Container>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.shop'), to: SHOP_PATH },
          { label: title },
        ]}
      />
      {children}
    </Container>
  );
}
