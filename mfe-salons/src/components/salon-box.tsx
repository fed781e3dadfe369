import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ImageVariant, ImageWidth, Salon } from '@salon/contracts/catalog-api';
import { exactQuery, useSession } from '@salon/platform';
import { Button, PreferredSalonHeart, ResponsiveImage, StarRating, VisuallyHidden, media, salonAddress, salonMapUrl, telUrl } from '@salon/ui';
import { reservationPath, salonPath } from '../lib/salon-paths.ts';

export interface SalonBoxProps {
  salon: Salon;
  /** The level of the salon's name in the page outline: 3 under a section's h2 (default), 2 right under the h1. */
  headingLevel?: 2 | 3 | 4;
  /**
   * `eager` for the first boxes, which are on screen when the page opens; the rest load
   * as they scroll into view (default).
   */
  imageLoading?: 'eager' | 'lazy';
}

/** The picture drawn in a square frame: 112 px on phones (one box a row), 96 px in the grids from the tablet width. */
const IMAGE_SIZES = `(min-width: 720px) 96px, 112px`;
/** Square mini images; a 5:3 picture needs more pixels across to fill the same square. */
const IMAGE_WIDTHS: Record<'mini' | '5_3', readonly ImageWidth[]> = { mini: [160, 320], '5_3': [320, 480] };

/** The box's picture: the mini image, else the first image's 5:3 variant (spec part 2, "Salon box"); none without either. */
function boxImage(salon: Salon): { src: string; variant: Extract<ImageVariant, 'mini' | '5_3'> } | null {
  if (salon.imageMini) return { src: salon.imageMini, variant: 'mini' };
  const first = salon.images[0];
  return first ? { src: first['5_3'], variant: '5_3' } : null;
}

/**
 * One salon in a list (spec part 2, "Salon box"): picture, the preferred-salon heart
 * for signed-in customers, the Google rating to one decimal with the review count, the
 * name, the address opening a maps search, "See salon" and "Reserve". It also says when
 * the salon is temporarily closed, takes walk-ins, or books by phone only (then there
 * is no Reserve button). Render it inside an `<li>`.
 */
export function SalonBox({ salon, headingLevel = 3, imageLoading = 'lazy' }: SalonBoxProps) {
  const { t } = useTranslation('salons');
  const { authenticated } = useSession();
  const nameId = useId();
  const image = boxImage(salon);
  const address = salonAddress(salon);
  const mapUrl = salonMapUrl(salon);
  const phoneUrl = telUrl(salon.phone);
  const Name = `h${headingLevel}` as const;

  return (
    <Box aria-labelledby={nameId}>
      <Frame>
        {image && (
          <Picture
            src={image.src}
            variant={image.variant}
            // Decorative: the salon's name is the heading beside it.
            alt=""
            sizes={IMAGE_SIZES}
            widths={IMAGE_WIDTHS[image.variant]}
            loading={imageLoading}
          />
        )}
      </Frame>
      <Body>
        <Top>
          <NameHeading as={Name} id={nameId}>
            {salon.name}
          </NameHeading>
          {/* A guest never has a preferred salon (spec part 2, section 4), so no heart. */}
          {authenticated && <PreferredSalonHeart salonId={salon.id} salonName={salon.name} signedInOnly />}
        </Top>
        {salon.google && (
          <Rating>
            <StarRating value={salon.google.rating} size="sm" showValue />
            <Reviews>{t('salonBox.reviews', { count: salon.google.reviewsCount })}</Reviews>
          </Rating>
        )}
        {address && (
          <Address>
            {mapUrl ? (
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                {address}
                <VisuallyHidden> {t('salonBox.mapNewTab')}</VisuallyHidden>
              </a>
            ) : (
              address
            )}
          </Address>
        )}
        <Flags>
          {!salon.open && <Flag $tone="warning">{t('salonBox.closed')}</Flag>}
          {salon.canComeWithoutReservation && <Flag $tone="success">{t('salonBox.walkIn')}</Flag>}
          {!salon.acceptsReservations && (
            <PhoneOnly>
              {t('salonBox.phoneOnly')} {phoneUrl ? <a href={phoneUrl}>{salon.phone}</a> : salon.phone}
            </PhoneOnly>
          )}
        </Flags>
      </Body>
      <Actions>
        {/* The salon's page starts without the list's search (the shell would carry `?q=` over). */}
        <Button as={Link} to={salonPath(salon.id)} state={exactQuery()} variant="secondary" size="sm">
          {t('salonBox.seeSalon')}
          <VisuallyHidden>: {salon.name}</VisuallyHidden>
        </Button>
        {salon.acceptsReservations && (
          // nofollow: a booking start page per salon is nothing for search engines to index (spec).
          <Button as={Link} to={reservationPath({ salonId: salon.id })} rel="nofollow" size="sm">
            {t('salonBox.reserve')}
            <VisuallyHidden>: {salon.name}</VisuallyHidden>
          </Button>
        )}
      </Actions>
    </Box>
  );
}

const Box = styled.article`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  grid-template-areas:
    'image body'
    'actions actions';
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${media.up('tablet')} {
    grid-template-columns: 96px minmax(0, 1fr);
  }
`;

const Frame = styled.div`
  grid-area: image;
  align-self: start;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Picture = styled(ResponsiveImage)`
  height: 100%;

  /* A 5:3 picture fills the square frame, cropped at the sides. */
  && img {
    height: 100%;
    aspect-ratio: 1;
  }
`;

const Body = styled.div`
  grid-area: body;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const NameHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Reviews = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Address = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }
`;

const Flag = styled.p<{ $tone: 'warning' | 'success' }>`
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.success)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSurface : theme.colors.successSurface)};
`;

const PhoneOnly = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  align-self: end;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  > * {
    flex: 1 1 auto;
  }
`;
