import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@salon/i18n';
import { OPENING_HOURS_DAYS_AHEAD } from '@salon/seo/salons/opening-hours-window';
import { RetryAlert, Skeleton, VisuallyHidden } from '@salon/ui';
import { useGetSalonPricesQuery } from '../../../api/get-salon-prices.ts';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { useGetOpeningHoursQuery } from '../api/get-opening-hours.ts';
import { TitledSection } from '../../../components/titled-section.tsx';

/** Rows the table has once loaded: the skeleton keeps their height so nothing moves. */
const ROWS = OPENING_HOURS_DAYS_AHEAD + 1;

/**
 * The salon's hours from today to today + 7 (spec part 2, "Info section"): one row per
 * day with its weekday and date, the hours or "closed", today marked; then the first
 * note of the price list. The hours and the note load, and fail, each on their own.
 * `range` is `openingHoursWindow()`, fixed by the screen (the JSON-LD uses the same days).
 */
export function OpeningHours({ salonId, range }: { salonId: string; range: { dateFrom: string; dateTo: string } }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const hours = useGetOpeningHoursQuery({ salonId, ...range });

  return (
    <TitledSection title={t('salonDetails.hours.title')} gap="sm">
      {(headingId) => (
        <>
          {hours.data ? (
            <Table aria-labelledby={headingId}>
              <tbody>
                {hours.data.map((entry) => {
                  const today = entry.date === range.dateFrom;
                  return (
                    <Row key={entry.date} $today={today} aria-current={today ? 'date' : undefined}>
                      <th scope="row">
                        {/* A luxon format per language: "poniedziałek, 23 listopada", "lundi 23 novembre". */}
                        <DayName>{formatDate(entry.date, t('salonDetails.hours.dateFormat'))}</DayName>
                        {today && <Today> ({t('salonDetails.hours.today')})</Today>}
                      </th>
                      <td>
                        {entry.open && entry.from && entry.to
                          ? t('salonDetails.hours.range', { from: entry.from, to: entry.to })
                          : t('salonDetails.hours.closed')}
                      </td>
                    </Row>
                  );
                })}
              </tbody>
            </Table>
          ) : hours.isError ? (
            <RetryAlert message={t('salonDetails.hours.error')} onRetry={() => void hours.refetch()} />
          ) : (
            <div role="status">
              <VisuallyHidden>{t('salonDetails.hours.loading')}</VisuallyHidden>
              <SkeletonRows>
                {Array.from({ length: ROWS }, (_, i) => (
                  <Skeleton key={i} height="1.5em" />
                ))}
              </SkeletonRows>
            </div>
          )}
          <FirstNote salonId={salonId} />
        </>
      )}
    </TitledSection>
  );
}

/** The price list's first note ("Prices of long-hair services may differ…"), under the hours. */
function FirstNote({ salonId }: { salonId: string }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const prices = useGetSalonPricesQuery(salonId);
  if (prices.data) {
    const note = prices.data.notes[0];
    return note ? <Note>{note}</Note> : null;
  }
  if (prices.isError) return <RetryAlert message={t('salonDetails.note.error')} onRetry={() => void prices.refetch()} />;
  return (
    <div role="status">
      <VisuallyHidden>{t('salonDetails.note.loading')}</VisuallyHidden>
      <Skeleton lines={2} />
    </div>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    text-align: left;
    font-weight: inherit;
  }

  td {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Row = styled.tr<{ $today: boolean }>`
  font-weight: ${({ $today, theme }) => ($today ? theme.typography.fontWeights.bold : theme.typography.fontWeights.regular)};
  color: ${({ $today, theme }) => ($today ? theme.colors.primary : theme.colors.text)};
`;

const DayName = styled.span`
  display: inline-block;

  &::first-letter {
    text-transform: uppercase;
  }
`;

const Today = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const SkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  /* One table row: 1.5em of text plus 8 px above and below and a 1 px rule. */
  gap: calc(${({ theme }) => theme.space.md} + 1px);
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
