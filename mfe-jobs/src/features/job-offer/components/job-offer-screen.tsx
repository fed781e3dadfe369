import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { JOBS_PATH } from '../../../lib/jobs-paths.ts';

/**
 * `/pracuj-z-nami/:offerId`: one job offer. Its title, address, map, description and
 * apply link come with the recruitment issue; until then the page has the generic title.
 */
export function JobOfferScreen() {
  const { t } = useTranslation('jobs');
  const title = t('offer.title');
  return <Page title={title} breadcrumbs={[{ label: t('breadcrumbs.jobs'), to: JOBS_PATH }, { label: title }]} />;
}
