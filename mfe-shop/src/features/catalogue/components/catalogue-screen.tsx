import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@salon/contracts/api';
import { shopPageHead } from '@salon/seo/site/shop/shop-pages';
import { Button, Page, media, useMediaQuery, useSeoPageContext } from '@salon/ui';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { SHOP_PATH } from '../../../lib/shop-paths.ts';
import { useGetFacetsQuery } from '../api/get-facets.ts';
import { useGetItemsInfiniteQuery } from '../api/get-items.ts';
import { useListQuery } from '../hooks/use-list-query.ts';
import { activeFilterCount, clearedFilters, type ShopFilters } from '../lib/list-query.ts';
import { FiltersDrawer } from './filters-drawer.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { Results, type ResultsProblem } from './results.tsx';
import { SortSelect } from './sort-select.tsx';

/** A 400 on `priceMax`: the API's word that the range in the URL is upside down. */
const isPriceRejection = (error: unknown) => {
  const apiError = error as ApiError | undefined;
  return apiError?.status === 400 && apiError.field === 'priceMax';
};

/**
 * `/sklep`: products and vouchers with filters (a side panel from the tablet width, a
 * drawer below it), sorting and "load more", all kept in the query string
 * (lib/list-query.ts), so a reload or a shared link shows the same list, as many pages
 * long. A live region says how many items the filters found.
 */
export function CatalogueScreen() {
  const { t } = useTranslation('shop');
  const seo = useSeoPageContext();
  // The head the gateway serves the list with (decision 0034).
  const head = useMemo(() => shopPageHead(seo), [seo]);
  const context = useShopRequestContext();
  const { filters, pages, setFilters, setPages } = useListQuery();
  const facets = useGetFacetsQuery(context.language);
  const list = useGetItemsInfiniteQuery({ filters, ...context });
  const phone = useMediaQuery(media.down('tablet'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelHeadingId = useId();
  const resultsHeadingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // `currentData`: the answer for these filters; a new filter shows placeholders, not the last filter's items.
  const { currentData: data, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage } = list;
  // Pages the URL asks for beyond those loaded (a reload of `strona=3`, or "load more"): fetched one by one.
  const loadedPages = data?.pages.length ?? 0;
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < pages && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [loadedPages, pages, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const shownPages = data?.pages.slice(0, pages);
  const items = shownPages?.flatMap((page) => page.items);
  const total = data?.pages[0]?.total ?? 0;
  const priceRejected = !data && isPriceRejection(list.error);
  const problem: ResultsProblem = priceRejected ? 'priceRejected' : list.isError && !data ? 'loadFailed' : null;
  const filterCount = activeFilterCount(filters);
  const settled = data !== undefined;

  const changeFilters = (next: ShopFilters) => setFilters(next);
  const clearAll = () => setFilters(clearedFilters(filters));
  const clearFromEmptyState = () => {
    clearAll();
    resultsHeading.current?.focus();
  };

  const panel = (
    <FiltersPanel
      facets={facets.data}
      facetsFailed={facets.isError}
      onRetryFacets={() => void facets.refetch()}
      filters={filters}
      onChange={changeFilters}
      priceRejected={priceRejected}
    />
  );
  const title = seo.t('shop.name');

  return (
    <Page title={title} head={head} canonical={SHOP_PATH} breadcrumbs={[{ label: title }]}>
      <Layout>
        {!phone && (
          <Side aria-labelledby={panelHeadingId}>
            <PanelHeading id={panelHeadingId}>{t('filters.title')}</PanelHeading>
            {panel}
          </Side>
        )}
        <Main>
          <Toolbar>
            {phone && (
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
                {filterCount > 0 ? t('filters.openCount', { n: filterCount }) : t('filters.open')}
              </Button>
            )}
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
            {filterCount > 0 && !phone && (
              <Button variant="link" onClick={clearAll}>
                {t('filters.clearAll')}
              </Button>
            )}
          </Toolbar>
          {/* Always in the page, even empty: a live region added late is often not read. */}
          <Found role="status">{settled ? t('list.found', { count: total }) : problem ? '' : t('list.loading')}</Found>
          <Results
            items={problem ? undefined : items}
            total={total}
            problem={problem}
            onRetry={() => void list.refetch()}
            filtersOn={filterCount > 0}
            onClearFilters={clearFromEmptyState}
            loadingMore={list.isFetchingNextPage}
            loadMoreFailed={isFetchNextPageError}
            onLoadMore={() => setPages((shownPages?.length ?? 1) + 1)}
            headingRef={resultsHeading}
            headingId={resultsHeadingId}
          />
        </Main>
      </Layout>
      {phone && (
        <FiltersDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} total={settled ? total : undefined} onClearAll={filterCount > 0 ? clearAll : undefined}>
          {panel}
        </FiltersDrawer>
      )}
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${media.up('tablet')} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const PanelHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Found = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
