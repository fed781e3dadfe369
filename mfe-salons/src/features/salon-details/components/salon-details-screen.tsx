import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { SALON_LIST_PATH } from '../../../lib/salon-paths.ts';

/**
 * `/salony/:code`: salon details. Until the salon is loaded (salon-details issue) it is
 * named by its code; an unknown code will then redirect to the salon list.
 */
export function SalonDetailsScreen({ code }: { code: string }) {
  const { t } = useTranslation('salons');
  const title = t('details.title', { code });
  return <Page title={title} breadcrumbs={[{ label: t('breadcrumbs.salons'), to: SALON_LIST_PATH }, { label: title }]} />;
}
