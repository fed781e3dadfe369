import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SalonDetails } from '@salon/contracts/catalog-api';
import { googleReviewsUrl, media, RetryAlert, Skeleton, VisuallyHidden } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { useGetSalonReviewsQuery } from '../api/get-salon-reviews.ts';
import { ExternalLink } from './external-link.tsx';
import { ReviewItem } from './review-item.tsx';
import { ReviewStats } from './review-stats.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';

/** Placeholders while the reviews load: the seed and Google's own widget show a few at a time. */
const SKELETON_REVIEWS = 3;

/**
 * The salon's Google reviews (spec part 2): only when there is review data, that is the
 * salon has Google data and the reviews call returned some. The stats come with the
 * salon; the list has its own call, which fails (with its retry) without the rest of
 * the page. A link opens all reviews on Google by the place id.
 */
export function GoogleReviews({ salon }: { salon: SalonDetails }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const google = salon.google;
  const reviews = useGetSalonReviewsQuery(salon.id, { skip: !google });
  if (!google || reviews.data?.length === 0) return null;
  const allReviewsUrl = googleReviewsUrl(google.placeId);

  return (
    <TitledSection title={t('salonDetails.reviews.title')}>
      <ReviewStats google={google} />
      {reviews.data ? (
        <List aria-label={t('salonDetails.reviews.list')}>
          {reviews.data.map((review) => (
            <li key={`${review.authorId}-${review.reviewTimestamp}`}>
              <ReviewItem review={review} />
            </li>
          ))}
        </List>
      ) : reviews.isError ? (
        <RetryAlert message={t('salonDetails.reviews.error')} onRetry={() => void reviews.refetch()} />
      ) : (
        <div role="status">
          <VisuallyHidden>{t('salonDetails.reviews.loading')}</VisuallyHidden>
          <List aria-hidden="true" as="div">
            {Array.from({ length: SKELETON_REVIEWS }, (_, i) => (
              <Skeleton key={i} height="10rem" radius="lg" />
            ))}
          </List>
        </div>
      )}
      {allReviewsUrl && (
        <AllReviews>
          <ExternalLink href={allReviewsUrl}>{t('salonDetails.reviews.allOnGoogle')}</ExternalLink>
        </AllReviews>
      )}
    </TitledSection>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('desktop')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const AllReviews = styled.p`
  margin: 0;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;
