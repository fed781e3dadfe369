import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@salon/ui';
import type { Voucher } from '../api/get-vouchers.ts';
import { VoucherItem } from './voucher-item.tsx';

/** The part of a `useGetVouchersQuery` result a list needs. */
export interface VouchersResult {
  data?: Voucher[];
  isError: boolean;
  refetch: () => unknown;
}

export interface VoucherListProps {
  result: VouchersResult;
  /** The salon-local day, yyyy-MM-dd: it tells an expired voucher from a used-up one. */
  today: string;
  /** What the loader announces. */
  loadingLabel: string;
  /** What shows when the list is empty (each list has its own text). */
  empty: ReactNode;
}

/** One list of vouchers (active or inactive) with its loader, empty text and retryable failure. */
export function VoucherList({ result, today, loadingLabel, empty }: VoucherListProps) {
  const { t } = useTranslation('profile');

  if (result.isError) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('vouchers.error.title')}
        description={t('vouchers.error.text')}
        action={
          <Button variant="secondary" onClick={() => void result.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (!result.data) {
    return (
      <Loading>
        <Spinner label={loadingLabel} />
      </Loading>
    );
  }
  if (result.data.length === 0) return <>{empty}</>;
  return (
    <List>
      {result.data.map((voucher) => (
        <li key={voucher.id}>
          <VoucherItem voucher={voucher} today={today} />
        </li>
      ))}
    </List>
  );
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
