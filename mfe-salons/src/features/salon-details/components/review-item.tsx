import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Review } from '@salon/contracts/catalog-api';
import { formatDate } from '@salon/i18n';
import { StarRating } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { initialsOf } from '../lib/review-stats.ts';
import { ExternalLink } from './external-link.tsx';

/**
 * One Google review (spec part 2, "review list"): the author's picture and name (linked
 * to their Google profile when known), the stars, how long ago, the text, and the
 * salon's answer with its time.
 */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const authorId = useId();

  return (
    <Article aria-labelledby={authorId}>
      <Header>
        <Avatar src={review.authorImage} name={review.authorTitle} />
        <div>
          <Author id={authorId}>
            {review.authorLink ? <ExternalLink href={review.authorLink}>{review.authorTitle}</ExternalLink> : review.authorTitle}
          </Author>
          <Meta>
            <StarRating value={review.reviewRating} size="sm" />
            <When iso={review.reviewTimestamp} />
          </Meta>
        </div>
      </Header>
      {review.reviewText && <Text>{review.reviewText}</Text>}
      {review.ownerAnswer && (
        <Answer>
          <AnswerTitle>
            <strong>{t('salonDetails.reviews.ownerAnswer')}</strong>
            {review.ownerAnswerTimestamp && <When iso={review.ownerAnswerTimestamp} />}
          </AnswerTitle>
          <Text>{review.ownerAnswer}</Text>
        </Answer>
      )}
    </Article>
  );
}

/** "3 dni temu", with the full date for machines and on hover. */
function When({ iso }: { iso: string }) {
  const relative = relativeTime(iso);
  if (!relative) return null;
  return (
    <Time dateTime={iso} title={formatDate(iso, 'd MMMM yyyy, HH:mm')}>
      {relative}
    </Time>
  );
}

/**
 * The reviewer's picture, or their initials when they have none or it does not load
 * (Google's picture URLs fail offline and expire): a broken image never shows. The
 * picture is decorative, the name beside it says who wrote the review.
 */
function Avatar({ src, name }: { src: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <Initials aria-hidden="true">{initialsOf(name)}</Initials>;
  return <Picture src={src} alt="" width={40} height={40} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Author = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const AnswerTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const avatarSize = '40px';

const Picture = styled.img`
  flex: none;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;
