import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ApiError } from '@salon/contracts/api';
import { titleFromSlug } from '@salon/i18n';
import { useSession } from '@salon/platform';
import { cityPageHead } from '@salon/seo/salons/city-page';
import { paragraphsOf } from '@salon/seo/paragraphs';
import { Button, EmptyState, Page, SearchBox, useSearchQuery, useSeoPageContext } from '@salon/ui';
import { useGetCitiesQuery, useGetCityQuery } from '../../../api/get-cities.ts';
import { useGetSalonsQuery, useGetSuggestedSalonsQuery } from '../../../api/get-salons.ts';
import { SeoText } from '../../../components/seo-text.tsx';
import { SALON_LIST_PATH, cityPath } from '../../../lib/salon-paths.ts';
import { arrangeCity, isSearching } from '../lib/salon-directory.ts';
import { CityButtons } from './city-buttons.tsx';
import { Directory, EmptySearch, Filters, FoundStatus, LoadFailed, Loading, salonSearchLabels } from './directory-parts.tsx';
import { MobileServicesCard } from './mobile-services-card.tsx';
import { SalonSection } from './salon-section.tsx';

/** The boxes whose pictures load at once: the first row or two on any screen. */
const EAGER_IMAGES = 3;

/**
 * An unknown slug: the API's 404, or a 400 for something that cannot be a slug at all
 * (`/salony/Krakow`). Either way the visitor gets the empty message, not an error.
 */
const isUnknownCity = (error: unknown) => {
  const status = (error as ApiError | undefined)?.status;
  return status === 404 || status === 400;
};

/**
 * `/salony/:city`: one city's salons (spec part 2, "City screen"): the breadcrumb with
 * the city's name, the heading "Hair salons in <city>" with the city's lead text, the
 * city buttons and the search (filtering within the city), the city's salons, the
 * preferred and suggested salons elsewhere, and the city's titled SEO paragraphs. An
 * unknown slug, or the virtual area's (not a city), shows the empty message with a link
 * to all salons and is kept out of search engines.
 */
export function CityScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('salons');
  const seo = useSeoPageContext();
  const [query, setQuery] = useSearchQuery();
  const searchInput = useRef<HTMLInputElement>(null);
  const { authenticated, user } = useSession();
  const preferredSalonId = authenticated ? (user?.preferredSalonId ?? null) : null;
  const city = useGetCityQuery(slug);
  const salons = useGetSalonsQuery();
  const suggested = useGetSuggestedSalonsQuery();
  const { data: cities } = useGetCitiesQuery();

  const unknown = (city.isError && isUnknownCity(city.error)) || city.data?.virtual === true;
  const known = unknown ? undefined : city.data;
  const view = useMemo(
    () =>
      known && salons.data && suggested.data
        ? arrangeCity({ salons: salons.data, suggested: suggested.data, cities, cityCode: known.code, preferredSalonId, query })
        : null,
    [known, salons.data, suggested.data, cities, preferredSalonId, query],
  );
  const searching = isSearching(query);
  const virtualArea = city.data?.virtual ? city.data : undefined;
  const cityName = city.data?.name ?? titleFromSlug(slug);
  // The builder the gateway serves the city's page with, on the same API answers (decision 0034).
  const head = useMemo(() => (known ? cityPageHead({ ...seo, city: known, salons: salons.data }) : undefined), [seo, known, salons.data]);
  const title = head?.title ?? cityName;

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  let content;
  if (unknown) {
    content = (
      <>
        <EmptyState
          title={t('salonList.city.unknown.title')}
          description={t('salonList.city.unknown.description')}
          action={
            <Button as={Link} to={SALON_LIST_PATH}>
              {t('salonList.city.unknown.allSalons')}
            </Button>
          }
        />
        {/* Someone who came for the mobile services still finds how to book them. */}
        {virtualArea && <MobileServicesCard areaCode={virtualArea.code} />}
      </>
    );
  } else if (city.isError) {
    content = <LoadFailed message={t('salonList.city.loadError')} onRetry={() => void city.refetch()} />;
  } else if (salons.isError || suggested.isError) {
    content = (
      <LoadFailed
        onRetry={() => {
          if (salons.isError) void salons.refetch();
          if (suggested.isError) void suggested.refetch();
        }}
      />
    );
  } else if (!known || !view) {
    content = <Loading />;
  } else {
    content = (
      <>
        {view.salons.length > 0 ? (
          <SalonSection title={seo.t('salonCity.salons', { inCity: known.inCity })} salons={view.salons} eagerImages={EAGER_IMAGES} />
        ) : searching ? (
          <EmptySearch
            onClear={clearSearch}
            action={
              <Button as={Link} to={SALON_LIST_PATH} variant="ghost">
                {t('salonList.city.unknown.allSalons')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('salonList.city.none')}
            action={
              <Button as={Link} to={SALON_LIST_PATH}>
                {t('salonList.city.unknown.allSalons')}
              </Button>
            }
          />
        )}
        {view.elsewhere.length > 0 && (
          <SalonSection
            title={t(view.elsewhere[0]?.id === preferredSalonId ? 'salonList.city.elsewhereWithPreferred' : 'salonList.city.elsewhere')}
            salons={view.elsewhere}
          />
        )}
        <SeoText seo={known.seo} withLead={false} />
      </>
    );
  }

  return (
    <Page
      title={title}
      head={head}
      metaTitle={t('salonList.city.metaTitle', { city: cityName })}
      canonical={known ? cityPath(known.code) : undefined}
      noindex={unknown}
      breadcrumbs={[{ label: seo.t('salonList.crumbs.salons'), to: SALON_LIST_PATH }, { label: cityName }]}
    >
      <Directory>
        {known?.seo.mainContent && (
          <Lead>
            {paragraphsOf(known.seo.mainContent).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Lead>
        )}
        <Filters>
          <CityButtons activeCode={known?.code} />
          {!unknown && (
            <>
              <SearchBox labels={salonSearchLabels(t)} value={query} onChange={setQuery} inputRef={searchInput} />
              <FoundStatus searching={searching && view !== null} found={view?.salons.length ?? 0} />
            </>
          )}
        </Filters>
        {content}
      </Directory>
    </Page>
  );
}

/** The city's lead text under the heading. */
const Lead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 72ch;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;
