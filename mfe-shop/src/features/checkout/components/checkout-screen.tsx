import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { object } from 'yup';
import type { ApiError } from '@salon/contracts/api';
import { LEGAL_PAGE_PATHS } from '@salon/contracts/runtime-config';
import type { ShopVoucher } from '@salon/contracts/shop-api';
import { CheckboxField, consent, messageKey } from '@salon/forms';
import { formatPrice } from '@salon/i18n';
import { useSession } from '@salon/platform';
import { Alert, Button, Price, Skeleton, VisuallyHidden } from '@salon/ui';
import { useGetVoucherQuery } from '../../../api/get-voucher.ts';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { FactList } from '../../../components/item-layout.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { VoucherFacts } from '../../../components/voucher-facts.tsx';
import { priceOf } from '../../../lib/money.ts';
import { goToPayment } from '../../../lib/payment-redirect.ts';
import { voucherPath } from '../../../lib/shop-paths.ts';
import { useCreateOrderMutation } from '../api/create-order.ts';

interface CheckoutValues {
  termsAccepted: boolean;
}

const checkoutSchema = object({ termsAccepted: consent() });

/** Which alert a refused order gets (a 400 on the terms goes on the checkbox instead). */
type OrderFailure = 'voucherGone' | 'network' | 'rateLimited' | 'unexpected' | 'badPaymentPage';

function orderFailureOf(error: ApiError): OrderFailure {
  if (error.status === 0) return 'network';
  if (error.status === 404) return 'voucherGone';
  if (error.status === 429) return 'rateLimited';
  return 'unexpected';
}

/** `/sklep/kasa/:voucherId` (behind the session guard): buying a voucher. */
export function CheckoutScreen({ voucherId }: { voucherId: string }) {
  const { language } = useShopRequestContext();
  const voucher = useGetVoucherQuery({ voucherId, language });
  return (
    <Loaded query={voucher} kind="voucher">
      {(loaded) => <Checkout voucher={loaded} />}
    </Loaded>
  );
}

/**
 * The order's summary (the voucher, its terms and price, the buyer's e-mail from the
 * session), the shop terms to accept (required; a link to the terms page, in a new tab so
 * the checkout stays) and "Pay": POST /api/shop/orders with the voucher's id and the
 * acceptance only (the server prices it), then the browser goes to the provider's page.
 */
function Checkout({ voucher }: { voucher: ShopVoucher }) {
  const { t } = useTranslation('shop');
  const { user } = useSession();
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const pay = async (_values: CheckoutValues, helpers: { setFieldError: (field: string, message: string) => void }) => {
    setFailure(null);
    const result = await createOrder({ voucherId: voucher.id, termsAccepted: true });
    if ('error' in result && result.error) {
      const error = result.error as ApiError;
      if (error.status === 400 && error.field === 'termsAccepted') helpers.setFieldError('termsAccepted', messageKey('required'));
      else setFailure(orderFailureOf(error));
      return;
    }
    if (!result.data || !goToPayment(result.data.paymentUrl)) {
      setFailure('badPaymentPage');
      return;
    }
    setRedirecting(true);
  };

  return (
    <ShopPage title={t('checkout.title')} via={[{ label: voucher.name, to: voucherPath(voucher.id) }]} noindex>
      <Layout>
        <Summary aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.summary')}</h2>
          <VoucherName>{voucher.name}</VoucherName>
          <FactList>
            <VoucherFacts voucher={voucher} />
            <dt>{t('checkout.price')}</dt>
            <dd>
              <Price price={priceOf(voucher.price)} />
            </dd>
            <dt>{t('checkout.email')}</dt>
            <dd>{user ? (user.email ?? t('checkout.noEmail')) : <Skeleton width="60%" />}</dd>
          </FactList>
          <Note>{t('checkout.emailNote')}</Note>
        </Summary>
        <Formik initialValues={{ termsAccepted: false }} validationSchema={checkoutSchema} onSubmit={pay}>
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby="checkout-pay" aria-busy={isSubmitting || redirecting}>
              <h2 id="checkout-pay">{t('checkout.payHeading')}</h2>
              <CheckboxField
                name="termsAccepted"
                disabled={isSubmitting || redirecting}
                label={
                  <Trans
                    t={t}
                    i18nKey="checkout.terms"
                    components={{ terms: <Link to={LEGAL_PAGE_PATHS.terms} target="_blank" rel="noopener" />, hidden: <VisuallyHidden /> }}
                  />
                }
              />
              {failure && (
                <Alert tone="error" title={t(`checkout.failure.${failure}.title`)}>
                  <p>{t(`checkout.failure.${failure}.text`)}</p>
                </Alert>
              )}
              <Status role="status">{redirecting ? t('checkout.redirecting') : isSubmitting ? t('checkout.creating') : ''}</Status>
              <Button type="submit" size="lg" disabled={isSubmitting || redirecting}>
                {t('checkout.pay', { price: formatPrice(priceOf(voucher.price)) })}
              </Button>
              <Note>{t('checkout.provider')}</Note>
            </Form>
          )}
        </Formik>
      </Layout>
    </ShopPage>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 640px;
  padding-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const VoucherName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
