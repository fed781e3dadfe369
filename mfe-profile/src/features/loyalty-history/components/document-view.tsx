import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Receipt, ReturnDocument } from '@salon/contracts/loyalty-api';
import { formatDate, formatPrice } from '@salon/i18n';
import { Barcode, VisuallyHidden } from '@salon/ui';

export interface DocumentViewProps {
  kind: 'receipt' | 'return';
  document: Receipt | ReturnDocument;
}

/**
 * A receipt or return as the till printed it (spec part 2, "Receipt", "Return"): brand,
 * date (yyyy-MM-dd), the issuing company with its NIP and address, the salon, the items
 * with quantities, discounts and their campaign, the VAT table, the totals, the payments
 * (a receipt) or the receipt it returns to (a return), and the CODE128 barcode.
 */
export function DocumentView({ kind, document }: DocumentViewProps) {
  const { t } = useTranslation('profile');
  const price = (value: { value: number; currency: string }) => formatPrice(value);
  const heading = kind === 'receipt' ? t('loyaltyHistory.document.receipt') : t('loyaltyHistory.document.return');
  return (
    <Paper aria-label={`${heading} ${document.documentNumber}`}>
      <Header>
        <Brand>{document.brand}</Brand>
        <div>
          {heading} {document.documentNumber}
        </div>
        <div>
          {t('loyaltyHistory.document.date')}: <time dateTime={document.date}>{formatDate(document.date, 'yyyy-MM-dd')}</time> {formatDate(document.date, 'HH:mm')}
        </div>
      </Header>

      <Parties>
        <div>
          <Label>{t('loyaltyHistory.document.seller')}</Label>
          <div>{document.company.name}</div>
          <div>{t('loyaltyHistory.document.nip', { nip: document.company.nip })}</div>
          <div>
            {document.company.location.address.join(', ')}, {document.company.location.postcode} {document.company.location.city}
          </div>
        </div>
        <div>
          <Label>{t('loyaltyHistory.document.salon')}</Label>
          <div>{document.salon.name}</div>
          {document.salon.location && (
            <div>
              {document.salon.location.address[0]}, {document.salon.location.postcode} {document.salon.location.city}
            </div>
          )}
        </div>
      </Parties>

      <Scroll tabIndex={0} role="group" aria-label={t('loyaltyHistory.document.items')}>
        <Table>
          <caption>{t('loyaltyHistory.document.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loyaltyHistory.document.name')}</th>
              <Num scope="col">{t('loyaltyHistory.document.quantity')}</Num>
              <Num scope="col">{t('loyaltyHistory.document.unitPrice')}</Num>
              <Num scope="col">{t('loyaltyHistory.document.discount')}</Num>
              <Num scope="col">{t('loyaltyHistory.document.value')}</Num>
            </tr>
          </thead>
          <tbody>
            {document.items.map((item) => (
              <tr key={item.line}>
                <th scope="row">
                  {item.name}
                  {item.campaignName && <Campaign>{item.campaignName}</Campaign>}
                </th>
                <NumCell>{item.quantity}</NumCell>
                <NumCell>{price(item.unitGrossPrice)}</NumCell>
                <NumCell>
                  {item.discountAmount ? (
                    `−${price(item.discountAmount)}`
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>{t('loyaltyHistory.document.noDiscount')}</VisuallyHidden>
                    </>
                  )}
                </NumCell>
                <NumCell>{price(item.totalGrossPrice)}</NumCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>

      <Scroll tabIndex={0} role="group" aria-label={t('loyaltyHistory.document.vat')}>
        <Table>
          <caption>{t('loyaltyHistory.document.vat')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loyaltyHistory.document.rate')}</th>
              <Num scope="col">{t('loyaltyHistory.document.net')}</Num>
              <Num scope="col">{t('loyaltyHistory.document.tax')}</Num>
              <Num scope="col">{t('loyaltyHistory.document.gross')}</Num>
            </tr>
          </thead>
          <tbody>
            {document.taxes.map((line) => (
              <tr key={line.taxCode}>
                <th scope="row">
                  {line.taxCode === 'E' ? t('loyaltyHistory.document.exempt', { code: line.taxCode }) : `${line.taxCode} ${line.taxRate}%`}
                </th>
                <NumCell>{price(line.netPrice)}</NumCell>
                <NumCell>{price(line.taxAmount)}</NumCell>
                <NumCell>{price(line.grossPrice)}</NumCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>

      <Totals>
        <dt>{kind === 'receipt' ? t('loyaltyHistory.document.total') : t('loyaltyHistory.document.refund')}</dt>
        <dd>{price(document.total.grossPrice)}</dd>
        <dt>{t('loyaltyHistory.document.totalTax')}</dt>
        <dd>{price(document.total.taxAmount)}</dd>
        {'payments' in document &&
          document.payments.map((payment, index) => (
            <Payment key={index}>
              <dt>{t(`loyaltyHistory.document.payment.${payment.method}`)}</dt>
              <dd>{price(payment.amount)}</dd>
            </Payment>
          ))}
      </Totals>

      <Footer>
        <div>{t('loyaltyHistory.document.employee', { name: document.employeeName })}</div>
        {'receipt' in document && <div>{t('loyaltyHistory.document.toReceipt', { barcode: document.receipt.barcode })}</div>}
        <Barcode value={document.barcode} />
      </Footer>
    </Paper>
  );
}

const Paper = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Header = styled.div`
  text-align: center;
`;

const Brand = styled.div`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Parties = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Label = styled.div`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/**
 * Tables scroll sideways on a narrow phone instead of widening the page; the scrolling
 * box takes the focus so the keyboard can scroll it too.
 */
const Scroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    text-align: left;
  }
  tbody th {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  }
`;

const Num = styled.th`
  && {
    text-align: right;
  }
`;

const NumCell = styled.td`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Campaign = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt:first-of-type,
  dd:first-of-type {
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Payment = styled.div`
  display: contents;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
