import { useTranslation } from 'react-i18next';
import { ShopPage } from '../../../components/shop-page.tsx';

/** `/sklep/produkt/:productId`: a product, with the generic title until the product loads (shop issue). */
export function ProductScreen() {
  const { t } = useTranslation('shop');
  return <ShopPage title={t('product.title')} />;
}
