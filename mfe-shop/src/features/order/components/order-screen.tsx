import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { OrderStatus, ShopOrder } from '@salon/contracts/shop-api';
import { Button } from '@salon/ui';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { PROFILE_VOUCHERS_PATH } from '../../../lib/shop-paths.ts';
import { useGetOrderQuery } from '../api/get-order.ts';
import { ORDER_POLL_INTERVAL_MS, ORDER_WAIT_LIMIT_MS } from '../lib/order-wait.ts';
import { Actions, BackToShop, Box, Status, Waiting } from './order-parts.tsx';
import { PaymentFailed } from './payment-failed.tsx';

/** What the page says, by the order's state and whether the minute of waiting is over. */
type OrderView = 'checking' | 'waiting' | 'slow' | 'paid' | 'failed';

function viewOf(status: OrderStatus | undefined, timedOut: boolean): OrderView {
  if (status === undefined) return 'checking';
  if (status === 'PAID') return 'paid';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return timedOut ? 'slow' : 'waiting';
}

/**
 * `/sklep/zamowienie/:orderId` (behind the session guard, noindex): where the payment
 * provider sends the customer back. It asks for the order every 2 s while it is PENDING,
 * for up to a minute, and says where things stand in a live region: paid (the voucher,
 * its entries and the way to the profile's vouchers), failed or cancelled (nothing was
 * charged; try again), or still being confirmed after the minute (the voucher will
 * appear in the profile; "check again" waits another minute).
 */
export function OrderScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const { language } = useShopRequestContext();
  // Each start of waiting (arrival, "check again") counts its own minute.
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [polling, setPolling] = useState(true);
  const order = useGetOrderQuery({ orderId, language }, { pollingInterval: polling ? ORDER_POLL_INTERVAL_MS : 0, skipPollingIfUnfocused: false });
  const status = order.currentData?.status;
  const view = viewOf(status, timedOut);
  // Only PENDING changes: once the order has settled, or the minute is over, stop asking.
  if (polling && (timedOut || (status !== undefined && status !== 'PENDING'))) setPolling(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), ORDER_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view === 'paid' || view === 'failed' || view === 'slow') headingRef.current?.focus();
  }, [view]);

  const checkAgain = () => {
    setTimedOut(false);
    setPolling(true);
    setRound((count) => count + 1);
    void order.refetch();
  };

  if (order.isError && !order.currentData) return <LoadProblem error={order.error} kind="order" onRetry={() => void order.refetch()} />;

  return (
    <ShopPage title={t(`order.${view}.title`)} crumb={t('order.crumb')} noindex>
      <Box>
        {/* The live region is there from the start, so each change of state is read out. */}
        <Status role="status">{t(`order.${view}.status`)}</Status>
        {(view === 'checking' || view === 'waiting') && <Waiting />}
        {order.currentData && view !== 'checking' && view !== 'waiting' && (
          <Outcome ref={headingRef} tabIndex={-1}>
            {t(`order.${view}.heading`)}
          </Outcome>
        )}
        {order.currentData && <OrderOutcome order={order.currentData} view={view} onCheckAgain={checkAgain} />}
      </Box>
    </ShopPage>
  );
}

function OrderOutcome({ order, view, onCheckAgain }: { order: ShopOrder; view: OrderView; onCheckAgain: () => void }) {
  const { t } = useTranslation('shop');
  if (view === 'failed') return <PaymentFailed voucherId={order.voucher.id} voucherName={order.voucher.name} />;
  if (view === 'paid') {
    return (
      <>
        <p>{t('order.paid.text', { name: order.voucher.name, count: order.voucher.entries })}</p>
        <Actions>
          <Button as={Link} to={PROFILE_VOUCHERS_PATH}>
            {t('order.toVouchers')}
          </Button>
          <BackToShop />
        </Actions>
      </>
    );
  }
  if (view === 'slow') {
    return (
      <>
        <p>{t('order.slow.text', { name: order.voucher.name })}</p>
        <Actions>
          <Button as={Link} to={PROFILE_VOUCHERS_PATH}>
            {t('order.toVouchers')}
          </Button>
          <Button variant="secondary" onClick={onCheckAgain}>
            {t('order.slow.checkAgain')}
          </Button>
        </Actions>
      </>
    );
  }
  return <p>{t('order.waiting.text', { name: order.voucher.name })}</p>;
}


const Outcome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;
