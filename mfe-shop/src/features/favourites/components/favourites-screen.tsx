import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, EmptyState, RetryAlert, VisuallyHidden } from '@salon/ui';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import type { ShopState } from '../../../app/store.ts';
import { ItemCard, ItemCardSkeleton } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { SHOP_PATH } from '../../../lib/shop-paths.ts';
import { useGetFavouritesQuery } from '../api/get-favourites.ts';

/** Placeholders while the list loads. */
const SKELETON_CARDS = 4;

/**
 * `/sklep/ulubione` (behind the session guard in routes.tsx, noindex): the customer's
 * favourite products, newest first. Each card's heart removes it: the card leaves at
 * once and comes back with a message if the API refuses. None: an invitation to the shop.
 */
export function FavouritesScreen() {
  const { t } = useTranslation('shop');
  const { language } = useShopRequestContext();
  const favourites = useGetFavouritesQuery(language);
  const marks = useSelector((state: ShopState) => state.favouriteMarks.marks);
  const headingId = useId();
  // A product unmarked on this page leaves the list before the list is asked again.
  const products = favourites.currentData?.filter((product) => marks[product.id] !== false);
  const shown = products?.length;
  const countRef = useRef<HTMLParagraphElement>(null);
  const lastShown = useRef(shown);
  // The heart pressed went with its card: the focus goes to the count, which says what is left.
  useEffect(() => {
    if (shown !== undefined && lastShown.current !== undefined && shown < lastShown.current) countRef.current?.focus();
    lastShown.current = shown;
  }, [shown]);

  let content;
  if (favourites.isError && !favourites.currentData) {
    content = <RetryAlert message={t('favourites.loadError')} onRetry={() => void favourites.refetch()} />;
  } else if (!products) {
    content = (
      <ItemGrid as="div" aria-busy="true">
        <VisuallyHidden role="status">{t('favourites.loading')}</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ItemCardSkeleton key={index} />
        ))}
      </ItemGrid>
    );
  } else if (products.length === 0) {
    content = (
      <EmptyState
        title={t('favourites.empty.title')}
        description={t('favourites.empty.text')}
        action={
          <Button as={Link} to={SHOP_PATH}>
            {t('favourites.empty.action')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Count id={headingId} ref={countRef} tabIndex={-1} role="status">
          {t('favourites.count', { count: products.length })}
        </Count>
        <ItemGrid aria-labelledby={headingId}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ItemCard item={product} eager={index < 4} headingLevel={2} />
            </li>
          ))}
        </ItemGrid>
      </>
    );
  }

  return (
    <ShopPage title={t('favourites.title')} noindex>
      <Column>{content}</Column>
    </ShopPage>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
