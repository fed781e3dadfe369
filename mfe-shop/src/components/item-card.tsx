import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ShopItem } from '@salon/contracts/shop-api';
import { exactQuery } from '@salon/platform';
import { Price, Skeleton, stretchedLink } from '@salon/ui';
import { priceOf } from '../lib/money.ts';
import { productPath, voucherPath } from '../lib/shop-paths.ts';
import { FavouriteHeart } from './favourite-heart.tsx';
import { ShopPicture } from './shop-picture.tsx';

/** A card is a column of the grid: half the screen on phones, a third of the results column from the tablet width. */
export const CARD_IMAGE_SIZES = '(min-width: 1150px) 280px, (min-width: 720px) 33vw, 50vw';

export interface ItemCardProps {
  item: ShopItem;
  /** In the first row: its picture loads at once rather than lazily. */
  eager?: boolean;
  /** The name's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The name's link (the list moves the focus to the first item "load more" adds). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * A product or voucher in a list: picture, a voucher badge, the name (the link; the
 * whole card is its target), brand and line or the voucher's entries, volume, price, and
 * a product's heart. Render it inside an `<li>`.
 */
export function ItemCard({ item, eager = false, headingLevel = 3, linkRef }: ItemCardProps) {
  const { t } = useTranslation('shop');
  const nameId = useId();
  const isProduct = item.kind === 'product';
  return (
    <Card aria-labelledby={nameId}>
      <ShopPicture image={item.images[0] ?? null} sizes={CARD_IMAGE_SIZES} loading={eager ? 'eager' : 'lazy'} />
      {isProduct && <CornerHeart product={item} />}
      <CardBody>
        {!isProduct && <Badge>{t('card.voucher')}</Badge>}
        <Name as={`h${headingLevel}`} id={nameId}>
          <NameLink ref={linkRef} to={isProduct ? productPath(item.id) : voucherPath(item.id)} state={exactQuery()}>
            {item.name}
          </NameLink>
        </Name>
        <Detail>{isProduct ? [item.brand.name, item.line].filter(Boolean).join(' · ') : t('card.entries', { count: item.entries })}</Detail>
        <Detail>{isProduct && item.volumeMl !== null ? t('volume', { volume: item.volumeMl }) : ' '}</Detail>
        <Cost>
          <Price price={priceOf(item.price)} />
        </Cost>
      </CardBody>
    </Card>
  );
}

/** A card's placeholder of the same size (square picture, two name lines, two details, the price); hidden from screen readers. */
export function ItemCardSkeleton() {
  return (
    <CardBox as="div" aria-hidden="true">
      <SkeletonPicture />
      <CardBody>
        <Skeleton height={NAME_LINES_HEIGHT} />
        <Skeleton width="60%" height="1.35em" />
        <Skeleton width="30%" height="1.35em" />
        <Cost>
          <Skeleton width="40%" height="1.35em" />
        </Cost>
      </CardBody>
    </CardBox>
  );
}

/** The card's box, shared with the skeleton so the list does not move when it loads. */
const CardBox = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Card = styled(CardBox)`
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The text under the picture: fixed line boxes, so a card is as tall loaded as its skeleton. */
const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;


const CornerHeart = styled(FavouriteHeart)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  /* Above the name link's card-wide target. */
  z-index: 1;
`;

const SkeletonPicture = styled.div`
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Two lines of the name at most, and always two lines' height. */
const NAME_LINES_HEIGHT = '2.7em';

const Name = styled.h3`
  display: -webkit-box;
  min-height: ${NAME_LINES_HEIGHT};
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  ${stretchedLink}
`;

const Detail = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  white-space: pre;
  text-overflow: ellipsis;
`;

const Cost = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;
