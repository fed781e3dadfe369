import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { stretchedLink } from '@salon/ui';
import { offerPath } from '../../../lib/jobs-paths.ts';
import { offerAddress } from '../../../lib/offer-address.ts';

/**
 * One offer in a list: the position (the link to the offer), the salon, its address
 * and city. Offers are written in Polish, so the position carries `lang="pl"`. Render
 * it inside an `<li>`.
 */
export function OfferCard({ offer }: { offer: RecruitmentOffer }) {
  const { t } = useTranslation('jobs');
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId}>
      <Name id={nameId}>
        <OfferLink to={offerPath(offer.id)} lang="pl">
          {offer.name}
        </OfferLink>
      </Name>
      <Details>
        <dt>{t('offers.card.salon')}</dt>
        <dd>{offer.salon.name}</dd>
        <dt>{t('offers.card.address')}</dt>
        <dd>{offerAddress(offer)}</dd>
        <dt>{t('offers.card.city')}</dt>
        <dd>{offer.salon.location.city}</dd>
      </Details>
      <More aria-hidden="true">{t('offers.card.more')} →</More>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const OfferLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  ${stretchedLink}
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
