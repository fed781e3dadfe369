import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { LoyaltyTransaction } from '@salon/contracts/loyalty-api';
import { formatDate } from '@salon/i18n';
import { Button, EmptyState, RetryAlert, Spinner } from '@salon/ui';
import { useGetReceiptQuery, useGetReturnQuery } from '../api/get-document.ts';
import { FIRST_TRANSACTIONS_PAGE, useGetTransactionsQuery } from '../api/get-transactions.ts';
import { documentOf, nextPages, pointsChange } from '../lib/entry-points.ts';
import { DocumentView } from './document-view.tsx';

/**
 * Wizyty i płatności (spec part 2, "Visits and payments"): the points ledger, newest
 * first, 15 entries a page and "show more" through the API's `links.next`. An entry of a
 * receipt or a return opens its document, fetched once on the first open.
 */
export function LoyaltyHistorySection() {
  const { t } = useTranslation('profile');
  const [pages, setPages] = useState<string[]>([FIRST_TRANSACTIONS_PAGE]);
  const first = useGetTransactionsQuery(FIRST_TRANSACTIONS_PAGE);
  const last = useGetTransactionsQuery(pages.at(-1)!);

  if (first.isLoading) return <Spinner label={t('loyaltyHistory.loading')} />;
  if (first.isError || !first.data) return <RetryAlert message={t('loyaltyHistory.failed')} onRetry={() => void first.refetch()} />;
  if (first.data.data.length === 0) return <EmptyState title={t('loyaltyHistory.empty.title')} description={t('loyaltyHistory.empty.description')} />;

  const next = last.data?.links.next;
  return (
    <Stack>
      <Entries aria-label={t('loyaltyHistory.listLabel')}>
        {pages.map((path) => (
          <EntriesPage key={path} path={path} />
        ))}
      </Entries>
      {pages.length > 1 && last.isError && <RetryAlert message={t('loyaltyHistory.failedMore')} onRetry={() => void last.refetch()} />}
      {next && (
        <Button variant="secondary" onClick={() => setPages((shown) => nextPages(shown, next))}>
          {t('loyaltyHistory.more')}
        </Button>
      )}
      {pages.length > 1 && last.isFetching && <Spinner label={t('loyaltyHistory.loading')} />}
    </Stack>
  );
}

function EntriesPage({ path }: { path: string }) {
  const { data } = useGetTransactionsQuery(path);
  return <>{data?.data.map((entry) => <Entry key={entry.id} entry={entry} />)}</>;
}

function Entry({ entry }: { entry: LoyaltyTransaction }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  // Mounted on the first open and kept: the document is fetched once.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const document = documentOf(entry);
  const change = pointsChange(entry);
  return (
    <Item>
      <Row>
        <When dateTime={entry.date}>{formatDate(entry.date, 'dd.MM.yyyy')}</When>
        <Place>
          <strong>{entry.title}</strong>
          {entry.employeeName && <Muted>{t('loyaltyHistory.employee', { name: entry.employeeName })}</Muted>}
        </Place>
        <Points $sign={Math.sign(change)}>
          {change >= 0 ? t('loyaltyHistory.pointsIn', { count: change }) : t('loyaltyHistory.pointsOut', { count: -change })}
        </Points>
        {document && (
          <Button
            variant="link"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setOpen(!open);
              setOpened(true);
            }}
          >
            {t(open ? `loyaltyHistory.hide.${document.kind}` : `loyaltyHistory.show.${document.kind}`)}
          </Button>
        )}
      </Row>
      {document && (
        <div id={panelId} hidden={!open}>
          {opened && <DocumentPanel kind={document.kind} id={document.id} />}
        </div>
      )}
    </Item>
  );
}

function DocumentPanel({ kind, id }: { kind: 'receipt' | 'return'; id: string }) {
  const { t } = useTranslation('profile');
  const receipt = useGetReceiptQuery(id, { skip: kind !== 'receipt' });
  const returned = useGetReturnQuery(id, { skip: kind !== 'return' });
  const query = kind === 'receipt' ? receipt : returned;
  if (query.isLoading) return <Spinner label={t('loyaltyHistory.document.loading')} />;
  if (query.isError || !query.data) return <RetryAlert message={t('loyaltyHistory.document.failed')} onRetry={() => void query.refetch()} />;
  return <DocumentView kind={kind} document={query.data} />;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;

  > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const When = styled.time`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Place = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** The sign is in the text (+ or −); the weight only repeats it. */
const Points = styled.span<{ $sign: number }>`
  font-weight: ${({ theme, $sign }) => ($sign > 0 ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular)};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
