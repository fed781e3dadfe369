import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@salon/ui';
import { checkoutPath } from '../../../lib/shop-paths.ts';
import { Actions, BackToShop } from './order-parts.tsx';

/**
 * The payment did not go through (refused, expired or given up): nothing was charged
 * and no voucher was issued; try again (a new order for the same voucher) or go back to
 * the shop.
 */
export function PaymentFailed({ voucherId, voucherName }: { voucherId: string; voucherName: string }) {
  const { t } = useTranslation('shop');
  return (
    <>
      <p>{t('order.failed.text', { name: voucherName })}</p>
      <Actions>
        <Button as={Link} to={checkoutPath(voucherId)}>
          {t('order.failed.retry')}
        </Button>
        <BackToShop />
      </Actions>
    </>
  );
}
