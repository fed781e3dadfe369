import { useTranslation } from 'react-i18next';
import { ShopPage } from '../../../components/shop-page.tsx';

/** `/sklep/ulubione`: the customer's favourite products (behind the session guard in routes.tsx). */
export function FavouritesScreen() {
  const { t } = useTranslation('shop');
  return <ShopPage title={t('favourites.title')} noindex />;
}
