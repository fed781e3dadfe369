import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { progressPercent } from '../lib/campaign-rules.ts';

export interface CampaignProgressProps {
  /** The campaign's name, in the bar's accessible name ("Postęp: …"). */
  name: string;
  acquired: number;
  /** Null: no goal, the bar is full. */
  required: number | null;
}

/**
 * A campaign's points as a bar and as text ("120 / 500 pkt"). The bar is a
 * `progressbar` in percent; its `aria-valuetext` reads the points in words.
 */
export function CampaignProgress({ name, acquired, required }: CampaignProgressProps) {
  const { t } = useTranslation('profile');
  const percent = progressPercent(acquired, required);
  const visible =
    required === null ? t('campaigns.progress.valueNoLimit', { acquired }) : t('campaigns.progress.value', { acquired, required });
  const spoken =
    required === null
      ? t('campaigns.progress.valueTextNoLimit', { count: acquired })
      : t('campaigns.progress.valueText', { count: acquired, required });

  return (
    <Block>
      <Head>
        <span>{t('campaigns.progress.caption')}</span>
        <Value>{visible}</Value>
      </Head>
      <Track
        role="progressbar"
        aria-label={t('campaigns.progress.label', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={spoken}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Block>
  );
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

// The track's border has 3:1 against the card, so an empty bar is still seen (WCAG 1.4.11).
const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;
