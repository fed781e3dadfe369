import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@salon/i18n';
import type { Voucher } from '../api/get-vouchers.ts';
import { Subheading } from './subheading.tsx';
import { VoucherEntries } from './voucher-entries.tsx';

/**
 * A voucher's details: description, validity from the first visit, purchase date,
 * services, its entries drawn as used or unused, and where it was used (h4 each).
 */
export function VoucherDetails({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('profile');
  const transactionsId = useId();

  return (
    <Body>
      {voucher.description && <Description>{voucher.description}</Description>}
      <Facts>
        {voucher.validityMonths !== null && (
          <div>
            <dt>{t('vouchers.details.validity')}</dt>
            <dd>{t('vouchers.details.validityMonths', { count: voucher.validityMonths })}</dd>
          </div>
        )}
        <div>
          <dt>{t('vouchers.details.purchaseDate')}</dt>
          <dd>
            <time dateTime={voucher.purchaseDate}>{formatDate(voucher.purchaseDate, 'dd.MM.yyyy')}</time>
          </dd>
        </div>
        {voucher.services.length > 0 && (
          <div>
            <dt>{t('vouchers.details.services')}</dt>
            <dd>
              <Services>
                {voucher.services.map((service, index) => (
                  <li key={`${index}-${service.name}`}>{service.name}</li>
                ))}
              </Services>
            </dd>
          </div>
        )}
      </Facts>

      <VoucherEntries entries={voucher.entries} />

      <div>
        <Subheading id={transactionsId}>{t('vouchers.details.transactions')}</Subheading>
        {voucher.transactions.length === 0 ? (
          <Muted>{t('vouchers.details.noTransactions')}</Muted>
        ) : (
          <Table aria-labelledby={transactionsId}>
            <thead>
              <tr>
                <th scope="col">{t('vouchers.details.transactionDate')}</th>
                <th scope="col">{t('vouchers.details.transactionQuantity')}</th>
                <th scope="col">{t('vouchers.details.transactionSalon')}</th>
              </tr>
            </thead>
            <tbody>
              {voucher.transactions.map((transaction, index) => (
                <tr key={`${transaction.date}-${index}`}>
                  <td>
                    <time dateTime={transaction.date}>{formatDate(transaction.date, 'dd.MM.yyyy')}</time>
                  </td>
                  <td>{transaction.quantity}</td>
                  <td>{transaction.salon.name}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    margin: 0;
  }
`;

const Services = styled.ul`
  margin: 0;
  padding-left: 1.25em;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;
