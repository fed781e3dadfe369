import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '@salon/i18n';
import { useSession } from '@salon/platform';
import { salonListPageHead } from '@salon/seo/salons/salon-list-page';
import { Page, SearchBox, useSearchQuery, useSeoPageContext } from '@salon/ui';
import { useGetCitiesQuery } from '../../../api/get-cities.ts';
import { useGetSalonsQuery, useGetSuggestedSalonsQuery } from '../../../api/get-salons.ts';
import { SALON_LIST_PATH } from '../../../lib/salon-paths.ts';
import { arrangeSalonList } from '../lib/salon-directory.ts';
import { CityButtons } from './city-buttons.tsx';
import { Directory, EmptySearch, Filters, FoundStatus, LoadFailed, Loading, salonSearchLabels } from './directory-parts.tsx';
import { MobileServicesCard } from './mobile-services-card.tsx';
import { SalonSection } from './salon-section.tsx';
import { SalonsMap } from './salons-map.tsx';

/** The boxes whose pictures load at once: the first row or two on any screen. */
const EAGER_IMAGES = 3;

/**
 * `/salony`: the salon list (spec part 2, "Salon list screen"): city buttons, the
 * search, the favourite/suggested section (first, or last while searching), the salons
 * in sections by city group or city, the mobile services card, and the map of all
 * salons. The salons' and the cities' calls fail apart: each says so with a retry and
 * the rest of the page keeps working.
 */
export function SalonListScreen() {
  const { t } = useTranslation('salons');
  const seo = useSeoPageContext();
  // The builder the gateway serves the list with (decision 0034).
  const head = useMemo(() => salonListPageHead(seo), [seo]);
  const [query, setQuery] = useSearchQuery();
  const searchInput = useRef<HTMLInputElement>(null);
  const { authenticated, user } = useSession();
  const preferredSalonId = authenticated ? (user?.preferredSalonId ?? null) : null;
  const salons = useGetSalonsQuery();
  const suggested = useGetSuggestedSalonsQuery();
  const { data: cities } = useGetCitiesQuery();

  const view = useMemo(
    () =>
      salons.data && suggested.data
        ? arrangeSalonList({ salons: salons.data, suggested: suggested.data, cities, preferredSalonId, query })
        : null,
    [salons.data, suggested.data, cities, preferredSalonId, query],
  );
  // The mobile services: one card for the virtual area, found by its title, the area's name or a team's name.
  const mobileArea = cities?.find((city) => city.virtual && city.salonCount > 0);
  const mobileTeams = (salons.data ?? []).filter((salon) => salon.virtual).map((salon) => salon.name);
  const showMobile = mobileArea !== undefined && view !== null && matchesSearch(query, t('salonList.mobile.title'), mobileArea.name, ...mobileTeams);

  const leadsWithPreferred = preferredSalonId !== null && view?.favourites[0]?.id === preferredSalonId;
  const favouritesTitle = t(leadsWithPreferred ? 'salonList.favourites.withPreferred' : 'salonList.favourites.title');
  const favourites = view && view.favourites.length > 0 && (
    <SalonSection title={favouritesTitle} salons={view.favourites} eagerImages={view.searching ? 0 : EAGER_IMAGES} />
  );

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <Page
      title={seo.t('salonList.heading')}
      head={head}
      canonical={SALON_LIST_PATH}
      breadcrumbs={[{ label: seo.t('salonList.crumbs.salons') }]}
    >
      <Directory>
        <Filters>
          <CityButtons />
          <SearchBox labels={salonSearchLabels(t)} value={query} onChange={setQuery} inputRef={searchInput} />
          <FoundStatus searching={view?.searching ?? false} found={view?.found ?? 0} />
        </Filters>
        {salons.isError || suggested.isError ? (
          <LoadFailed
            onRetry={() => {
              if (salons.isError) void salons.refetch();
              if (suggested.isError) void suggested.refetch();
            }}
          />
        ) : !view ? (
          <Loading />
        ) : (
          <>
            {!view.searching && favourites}
            {view.sections.map((section, index) => (
              <SalonSection
                key={section.key}
                title={section.title}
                salons={section.salons}
                // The first section on screen: the results while searching, else the first city when nothing is suggested.
                eagerImages={index === 0 && (view.searching || view.favourites.length === 0) ? EAGER_IMAGES : 0}
              />
            ))}
            {showMobile && <MobileServicesCard areaCode={mobileArea.code} />}
            {view.searching && view.found === 0 && !showMobile && <EmptySearch onClear={clearSearch} />}
            {view.searching && favourites}
          </>
        )}
        {salons.data && <SalonsMap salons={salons.data} />}
      </Directory>
    </Page>
  );
}
