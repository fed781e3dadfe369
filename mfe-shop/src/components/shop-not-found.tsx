import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState } from '@salon/ui';
import { SHOP_PATH } from '../lib/shop-paths.ts';
import { ShopPage } from './shop-page.tsx';

/**
 * A product, voucher or order the API does not know (404): says so under the shop's
 * breadcrumb, with the way back to the list. Kept out of search engines.
 */
export function ShopNotFound({ kind }: { kind: 'product' | 'voucher' | 'order' }) {
  const { t } = useTranslation('shop');
  const title = t(`notFound.${kind}.title`);
  return (
    <ShopPage title={title} noindex>
      <EmptyState
        title={t(`notFound.${kind}.text`)}
        action={
          <Button as={Link} to={SHOP_PATH} variant="secondary">
            {t('notFound.back')}
          </Button>
        }
      />
    </ShopPage>
  );
}
