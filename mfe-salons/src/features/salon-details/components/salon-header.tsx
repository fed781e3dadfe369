import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SalonDetails } from '@salon/contracts/catalog-api';
import { Alert, Button, PreferredSalonHeart, StarRating, VisuallyHidden, media, salonAddress, salonMapUrl, telUrl } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { cityPath, reservationPath, SALON_LIST_PATH } from '../../../lib/salon-paths.ts';
import { ExternalLink } from './external-link.tsx';

export interface SalonHeaderProps {
  salon: SalonDetails;
  /** The id of the service list on this page; a "price list" jump link leads there when given. */
  priceListAnchor?: string;
}

/**
 * What sits under the salon's name (spec part 2, "Salon details"): the city, the
 * preferred-salon heart (signed-in customers only), a closed or walk-in notice, the
 * address as a maps link, the phone, the Google rating, and the ways on: other salons
 * of the city, the reservation (only where the salon takes online bookings; otherwise
 * a call) and, for phones, a jump to the price list.
 */
export function SalonHeader({ salon, priceListAnchor }: SalonHeaderProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const address = salonAddress(salon);
  const mapUrl = salonMapUrl(salon);
  const phoneUrl = telUrl(salon.phone);
  const phoneLink = phoneUrl && <a href={phoneUrl}>{salon.phone}</a>;

  return (
    <Wrapper>
      <TopLine>
        <City>{salon.location?.city ?? t('salonDetails.header.virtual')}</City>
        <PreferredSalonHeart salonId={salon.id} salonName={salon.name} signedInOnly />
      </TopLine>
      {!salon.open && <Alert tone="warning">{t('salonDetails.header.closed')}</Alert>}
      {salon.canComeWithoutReservation && <Badge>{t('salonDetails.header.walkIns')}</Badge>}
      <Facts>
        {address && (
          <Fact>
            <VisuallyHidden>{t('salonDetails.header.address')}: </VisuallyHidden>
            {mapUrl ? <ExternalLink href={mapUrl}>{address}</ExternalLink> : address}
          </Fact>
        )}
        {phoneLink && (
          <Fact>
            <VisuallyHidden>{t('salonDetails.header.phone')}: </VisuallyHidden>
            {phoneLink}
          </Fact>
        )}
        {salon.google && (
          <Fact>
            <StarRating value={salon.google.rating} showValue />
            <Muted>({t('salonDetails.header.reviews', { count: salon.google.reviewsCount })})</Muted>
          </Fact>
        )}
      </Facts>
      <Actions>
        {salon.acceptsReservations && (
          <Button as={Link} to={reservationPath({ salonId: salon.id })} rel="nofollow">
            {t('salonDetails.header.reservation')}
          </Button>
        )}
        <Button as={Link} to={salon.location ? cityPath(salon.location.cityCode) : SALON_LIST_PATH} variant="secondary">
          {t('salonDetails.header.otherSalons')}
        </Button>
        {priceListAnchor && (
          <Button as="a" href={`#${priceListAnchor}`} variant="ghost">
            {t('salonDetails.header.priceList')}
          </Button>
        )}
      </Actions>
      {!salon.acceptsReservations && (
        <Note>
          {t('salonDetails.header.noOnlineReservations')} {phoneLink}
        </Note>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const TopLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Badge = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    /* A comfortable touch target without changing the line height. */
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;

const Fact = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;
