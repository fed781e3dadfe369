import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Salon } from '@salon/contracts/catalog-api';
import { formatRating, localeFor } from '@salon/i18n';
import { media, StarRating } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { scorePercentages } from '../lib/review-stats.ts';

/** The bars, best score first, as review pages show them. */
const SCORES = [5, 4, 3, 2, 1] as const;

/**
 * The summary of the salon's Google reviews (spec part 2, "stats"): the average to one
 * decimal with its stars, the total, and one bar per score from 5 to 1 as a share of
 * all reviews. The shares are whole percentages that add up to exactly 100.
 */
export function ReviewStats({ google }: { google: NonNullable<Salon['google']> }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const shares = scorePercentages(google.reviewsPerScore);
  const percent = new Intl.NumberFormat(localeFor(), { style: 'percent', maximumFractionDigits: 0 });

  return (
    <Panel>
      <Average>
        <AverageValue aria-hidden="true">{formatRating(google.rating)}</AverageValue>
        <StarRating value={google.rating} />
        <Total>{t('salonDetails.reviews.total', { count: google.reviewsCount })}</Total>
      </Average>
      <Bars aria-label={t('salonDetails.reviews.summary')}>
        {SCORES.map((score) => {
          const share = shares[score - 1] ?? 0;
          return (
            <BarRow key={score}>
              <ScoreLabel>{t('salonDetails.reviews.stars', { count: score })}</ScoreLabel>
              <Track aria-hidden="true">
                <Fill style={{ width: `${share}%` }} />
              </Track>
              <Share>{percent.format(share / 100)}</Share>
            </BarRow>
          );
        })}
      </Bars>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('tablet')} {
    grid-template-columns: auto 1fr;
    align-items: center;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Average = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 10rem;
`;

const AverageValue = styled.span`
  font-family: ${({ theme }) => theme.typography.headingFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BarRow = styled.li`
  display: grid;
  grid-template-columns: 6.5rem 1fr 3.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const ScoreLabel = styled.span`
  white-space: nowrap;
`;

const Track = styled.span`
  display: block;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;

const Share = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
