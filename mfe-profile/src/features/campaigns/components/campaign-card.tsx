import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '@salon/ui';
import type { Campaign } from '../api/get-campaigns.ts';
import { campaignDates, campaignLabel, type CampaignLabel } from '../lib/campaign-rules.ts';
import { CampaignProgress } from './campaign-progress.tsx';

export interface CampaignCardProps {
  campaign: Campaign;
  /** The salon-local day, yyyy-MM-dd: it decides the label and whether dates show the year. */
  today: string;
}

/** One campaign: its name (h2), label, dates, description, details and points progress. */
export function CampaignCard({ campaign, today }: CampaignCardProps) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const label = campaignLabel(campaign, today);
  const dates = campaignDates(campaign.startDate, campaign.endDate, today);

  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <Name id={headingId}>{campaign.name}</Name>
        {label && (
          <Badge $label={label}>
            <VisuallyHidden>{t('campaigns.label.prefix')} </VisuallyHidden>
            {t(`campaigns.label.${label}`)}
          </Badge>
        )}
      </Header>
      <Dates>
        <DatesLabel>{t('campaigns.dates.label')}</DatesLabel> {t('campaigns.dates.range', { start: dates.start, end: dates.end })}
      </Dates>
      <Text>{campaign.description}</Text>
      {campaign.details && <Details>{campaign.details}</Details>}
      <CampaignProgress name={campaign.name} acquired={campaign.pointsAcquired} required={campaign.pointsRequired} />
    </Card>
  );
}

// Text on its own tint, each pair AA in the theme (theme.test.ts); the word carries the meaning, not the colour.
const badgeColours = (theme: DefaultTheme, label: CampaignLabel) =>
  ({
    active: { text: theme.colors.success, surface: theme.colors.successSurface },
    soon: { text: theme.colors.info, surface: theme.colors.infoSurface },
    progress: { text: theme.colors.primary, surface: theme.colors.primarySoft },
  })[label];

const Card = styled.article`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.headingFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Badge = styled.p<{ $label: CampaignLabel }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $label }) => badgeColours(theme, $label).surface};
  color: ${({ theme, $label }) => badgeColours(theme, $label).text};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  white-space: nowrap;
`;

const Dates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const DatesLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  white-space: pre-line;
`;
