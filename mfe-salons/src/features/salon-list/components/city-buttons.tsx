import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { exactQuery } from '@salon/platform';
import { citiesWithSalons } from '@salon/seo/salons/city-salons';
import { Alert, Button, ChipNav, ChipNavSkeleton, SEARCH_PARAM, VisuallyHidden } from '@salon/ui';
import { useGetCitiesQuery } from '../../../api/get-cities.ts';
import { SALON_LIST_PATH, cityPath } from '../../../lib/salon-paths.ts';

export interface CityButtonsProps {
  /** The city whose page this is; its button is the active one. */
  activeCode?: string;
}

/**
 * The city buttons (spec part 2, "Salon list screen"): each city with salons, in the
 * API's order (suggested cities first), linking to its page. The active city's button
 * links back to all salons. The virtual area is not a city and has its own card.
 * A failed load says so with a retry and leaves the rest of the page alone.
 *
 * Choosing a city starts a new search there: the links keep the page's other query
 * keys (utm_…) but not the search text, and say so to the shell (`exactQuery`), which
 * would otherwise carry the whole query over. "lodz" typed on the list would leave the
 * Warsaw page empty.
 */
export function CityButtons({ activeCode }: CityButtonsProps) {
  const { t } = useTranslation('salons');
  const { data: cities, isError, refetch } = useGetCitiesQuery();
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  kept.delete(SEARCH_PARAM);
  const search = kept.toString() ? `?${kept.toString()}` : '';
  // The served salon list links the same cities (@salon/seo).
  const withSalons = citiesWithSalons(cities);

  if (isError) {
    return (
      <Alert tone="error">
        <p>{t('salonList.cities.loadError')}</p>
        <Button variant="link" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  }
  // Loading: the row keeps its room, so the search and the salons below do not jump.
  if (cities === undefined) return <ChipNavSkeleton />;
  if (withSalons.length === 0) return null;

  const links = withSalons.map((city) => {
    const active = city.code === activeCode;
    return {
      key: city.code,
      to: { pathname: active ? SALON_LIST_PATH : cityPath(city.code), search },
      label: (
        <>
          {city.name}
          {active && <VisuallyHidden> {t('salonList.cities.showAll')}</VisuallyHidden>}
        </>
      ),
      active,
    };
  });
  return <ChipNav links={links} label={t('salonList.cities.label')} linkState={exactQuery()} />;
}
