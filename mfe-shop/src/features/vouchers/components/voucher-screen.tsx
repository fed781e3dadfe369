import { useTranslation } from 'react-i18next';
import { ShopPage } from '../../../components/shop-page.tsx';

/** `/sklep/voucher/:voucherId`: a service voucher, with the generic title until it loads (voucher issue). */
export function VoucherScreen() {
  const { t } = useTranslation('shop');
  return <ShopPage title={t('voucher.title')} />;
}
