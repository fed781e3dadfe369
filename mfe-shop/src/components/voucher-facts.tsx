import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShopVoucher } from '@salon/contracts/shop-api';

/**
 * A voucher's terms as `<dt>`/`<dd>` pairs for a `FactList`: the services a visit
 * includes, the entries and how long it stays valid. The voucher page and the checkout
 * show the same.
 */
export function VoucherFacts({ voucher }: { voucher: Pick<ShopVoucher, 'services' | 'entries' | 'validityMonths'> }) {
  const { t } = useTranslation('shop');
  return (
    <>
      <dt>{t('voucherFacts.services')}</dt>
      <dd>
        <Services>
          {voucher.services.map((service) => (
            <li key={service.name}>{service.name}</li>
          ))}
        </Services>
      </dd>
      <dt>{t('voucherFacts.entries')}</dt>
      <dd>{t('voucherFacts.entriesValue', { count: voucher.entries })}</dd>
      <dt>{t('voucherFacts.validity')}</dt>
      <dd>{voucher.validityMonths === null ? t('voucherFacts.noLimit') : t('voucherFacts.months', { count: voucher.validityMonths })}</dd>
    </>
  );
}

const Services = styled.ul`
  margin: 0;
  padding-left: 1.1em;
`;
