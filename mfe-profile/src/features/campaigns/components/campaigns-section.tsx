import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { salonNow } from '@salon/i18n';
import { Button, EmptyState, Spinner } from '@salon/ui';
import { useGetCampaignsQuery } from '../api/get-campaigns.ts';
import { CampaignCard } from './campaign-card.tsx';

/**
 * The profile's campaigns tab (spec part 2, "Profile: other pages"): the customer's
 * campaigns as cards, each with its label, dates and points progress; a loader, an
 * empty message, and a failure with a retry. The page above it holds the h1, so the
 * cards are titled h2.
 */
export function CampaignsSection() {
  const { t } = useTranslation('profile');
  const campaigns = useGetCampaignsQuery();

  if (campaigns.isError) {
    return (
      <EmptyState
        title={t('campaigns.error.title')}
        description={t('campaigns.error.text')}
        action={
          <Button variant="secondary" onClick={() => void campaigns.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (!campaigns.data) {
    return (
      <Loading>
        <Spinner label={t('campaigns.loading')} />
      </Loading>
    );
  }
  if (campaigns.data.length === 0) {
    return <EmptyState title={t('campaigns.empty.title')} description={t('campaigns.empty.text')} />;
  }

  // The salon's day, as the API's dates are: a visitor abroad sees the same labels.
  const today = salonNow().toISODate()!;
  return (
    <List>
      {campaigns.data.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} today={today} />
        </li>
      ))}
    </List>
  );
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
  }
`;
