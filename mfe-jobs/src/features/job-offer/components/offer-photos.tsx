import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { ResponsiveImage, media } from '@salon/ui';

/** At most this many salon pictures (spec part 2, section 9). */
const MAX_PHOTOS = 5;
/** The first photo spans two columns (of two on phones, of three from the tablet width), the others one. */
const FIRST_SIZES = '(min-width: 720px) 66vw, 100vw';
const SIZES = '(min-width: 720px) 33vw, 50vw';

/** The salon's photos, 5:3, the first loaded at once (it is near the top), the others lazily. None without pictures. */
export function OfferPhotos({ offer }: { offer: RecruitmentOffer }) {
  const { t } = useTranslation('jobs');
  const photos = offer.salon.images.slice(0, MAX_PHOTOS);
  if (photos.length === 0) return null;
  return (
    <Grid aria-label={t('offer.photos', { salon: offer.salon.name })}>
      {photos.map((photo, index) => (
        <li key={photo['5_3']}>
          <Picture
            src={photo['5_3']}
            variant="5_3"
            alt={t('offer.photoAlt', { salon: offer.salon.name, index: index + 1, total: photos.length })}
            sizes={index === 0 ? FIRST_SIZES : SIZES}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </Grid>
  );
}

// Two columns on phones too: five full-width photos would push the description a few screens down.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li:first-child {
    grid-column: span 2;
    grid-row: span 2;
  }
`;

const Picture = styled(ResponsiveImage)`
  border-radius: ${({ theme }) => theme.radii.md};
`;
