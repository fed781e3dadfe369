import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { orderPath } from '../../../lib/shop-paths.ts';
import { useCancelOrderMutation } from '../api/cancel-order.ts';
import { useGetOrderQuery } from '../api/get-order.ts';
import { Box, Status, Waiting } from './order-parts.tsx';
import { PaymentFailed } from './payment-failed.tsx';

/**
 * `/sklep/zamowienie/:orderId/niepowodzenie` (behind the session guard, noindex): the
 * provider's "cancel" return. It cancels the order once (only a PENDING order changes,
 * so a second visit does no harm), then reads it: the payment did not go through,
 * nothing was charged or issued; try again with the same voucher. An order that was paid
 * after all, or is still pending because the provider reported it paid meanwhile, goes
 * to its page, which waits for the payment's confirmation.
 */
export function OrderFailedScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const { language } = useShopRequestContext();
  const [cancel] = useCancelOrderMutation();
  const [cancelled, setCancelled] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice, and the ref survives that.
    if (asked.current) return;
    asked.current = true;
    // Whatever the answer (an order already settled refuses), the order is read next.
    void cancel(orderId).finally(() => setCancelled(true));
  }, [cancel, orderId]);

  const order = useGetOrderQuery({ orderId, language }, { skip: !cancelled });

  if (order.isError && !order.currentData) return <LoadProblem error={order.error} kind="order" onRetry={() => void order.refetch()} />;
  // Paid after all, or being paid (the provider reported the session paid meanwhile): the order page waits for it.
  const status = order.currentData?.status;
  if (status === 'PAID' || status === 'PENDING') return <Navigate to={orderPath(orderId)} replace />;

  return (
    <ShopPage title={t('order.failed.title')} crumb={t('order.crumb')} noindex>
      <Box>
        <Status role="status">{order.currentData ? t('order.failed.status') : t('order.cancelling')}</Status>
        {order.currentData ? <PaymentFailed voucherId={order.currentData.voucher.id} voucherName={order.currentData.voucher.name} /> : <Waiting />}
      </Box>
    </ShopPage>
  );
}
