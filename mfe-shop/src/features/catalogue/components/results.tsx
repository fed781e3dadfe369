import { useCallback, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SHOP_PAGE_SIZE, type ShopItem } from '@salon/contracts/shop-api';
import { Alert, Button, EmptyState, RetryAlert, VisuallyHidden } from '@salon/ui';
import { ItemCard, ItemCardSkeleton } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';

/** The widest first row (three cards beside the filters): their pictures load at once. */
const FIRST_ROW = 3;
/** Placeholders while the first page loads. */
const SKELETON_CARDS = 6;

/** What the list's area shows instead of items, when it does. */
export type ResultsProblem = 'loadFailed' | 'priceRejected' | null;

export interface ResultsProps {
  /** The items of the pages shown; undefined while the first page loads. */
  items: readonly ShopItem[] | undefined;
  total: number;
  problem: ResultsProblem;
  onRetry: () => void;
  filtersOn: boolean;
  onClearFilters: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** The results' heading: focused after the filters are cleared from the empty state. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
}

/**
 * The list's items, three columns beside the filters (two on phones): placeholders of
 * the cards' size while loading; the spec's "no results, change filters" with a way to
 * clear them; a failure with a retry; then "n of total" and "load more", which appends
 * the next page and moves the focus to the first item it added.
 */
export function Results({
  items,
  total,
  problem,
  onRetry,
  filtersOn,
  onClearFilters,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  headingRef,
  headingId,
}: ResultsProps) {
  const { t } = useTranslation('shop');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusNewItem = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    link.focus();
    setFocusIndex(null);
  }, []);

  const heading = (
    <VisuallyHidden as="h2" id={headingId} ref={headingRef} tabIndex={-1}>
      {t('list.results')}
    </VisuallyHidden>
  );

  if (problem === 'priceRejected') {
    return (
      <Column>
        {heading}
        <EmptyState title={t('list.priceRejected.title')} description={t('list.priceRejected.text')} />
      </Column>
    );
  }
  if (problem === 'loadFailed') {
    return (
      <Column>
        {heading}
        <RetryAlert message={t('list.loadError')} onRetry={onRetry} />
      </Column>
    );
  }
  if (!items) {
    return (
      <Column aria-busy="true">
        {heading}
        <ItemGrid as="div" $besideFilters>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ItemCardSkeleton key={index} />
          ))}
        </ItemGrid>
      </Column>
    );
  }
  if (items.length === 0) {
    return (
      <Column>
        {heading}
        {filtersOn ? (
          <EmptyState
            title={t('list.noResults.title')}
            description={t('list.noResults.text')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('filters.clearAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('list.empty.title')} description={t('list.empty.text')} />
        )}
      </Column>
    );
  }

  const more = items.length < total;
  const loadMore = () => {
    if (loadingMore) return;
    setFocusIndex(items.length);
    onLoadMore();
  };

  return (
    <Column>
      {heading}
      <ItemGrid $besideFilters aria-labelledby={headingId}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ItemCard item={item} eager={index < FIRST_ROW} linkRef={index === focusIndex ? focusNewItem : undefined} />
          </li>
        ))}
        {loadingMore &&
          Array.from({ length: Math.min(SHOP_PAGE_SIZE, total - items.length) }, (_, index) => (
            <li key={`loading-${index}`} aria-hidden="true">
              <ItemCardSkeleton />
            </li>
          ))}
      </ItemGrid>
      <Footer>
        <Shown>{t('list.shown', { shown: items.length, total })}</Shown>
        {loadMoreFailed && <Alert tone="error">{t('list.loadMoreError')}</Alert>}
        {more && (
          <Button variant="secondary" aria-disabled={loadingMore || undefined} onClick={loadMore}>
            {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        )}
      </Footer>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;


const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Shown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
