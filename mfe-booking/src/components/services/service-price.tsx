import { useTranslation } from 'react-i18next';
import { Price } from '@salon/ui';
import type { Service } from '../../api/get-services.ts';

/** The service's price with its currency, "od 80,00 zł" when salons charge different prices. */
export function ServicePrice({ service }: { service: Pick<Service, 'price' | 'priceFrom'> }) {
  const { t } = useTranslation('booking');
  return (
    <span>
      {service.priceFrom && `${t('serviceSelection.priceFrom')} `}
      <Price price={service.price} />
    </span>
  );
}
