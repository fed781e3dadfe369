import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { exactQuery } from '@salon/platform';
import styled from 'styled-components';
import { ChipNav, SEARCH_PARAM, VisuallyHidden } from '@salon/ui';
import { JOBS_PATH, cityPath } from '../../../lib/jobs-paths.ts';
import type { OfferCity } from '../lib/offer-directory.ts';

export interface CityChipsProps {
  cities: readonly OfferCity[];
  /** The city whose page this is: its chip is the current one and leads back to every offer. */
  activeSlug?: string;
}

/**
 * The city filter: one chip per city with offers, with its count, linking to the
 * city's page. As on the salon list, a chip starts a fresh search there (the other
 * query keys stay, the search text does not), and says so to the shell (`exactQuery`).
 */
export function CityChips({ cities, activeSlug }: CityChipsProps) {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  kept.delete(SEARCH_PARAM);
  const search = kept.toString() ? `?${kept.toString()}` : '';
  if (cities.length === 0) return null;

  const links = cities.map((city) => {
    const active = city.slug === activeSlug;
    return {
      key: city.slug,
      to: { pathname: active ? JOBS_PATH : cityPath(city.slug), search },
      label: (
        <ChipLabel>
          {city.name} <span aria-hidden="true">({city.count})</span>
          <VisuallyHidden>, {t('offers.cities.count', { count: city.count })}</VisuallyHidden>
          {active && <VisuallyHidden> {t('offers.cities.showAll')}</VisuallyHidden>}
        </ChipLabel>
      ),
      active,
    };
  });
  return <ChipNav links={links} label={t('offers.cities.label')} linkState={exactQuery()} />;
}

/*
 * One box for the chip's words (a flex chip would drop the space before the count), and
 * the containing block of the screen-reader text: positioned absolutely against the page,
 * it would widen the whole page on a phone where the chips scroll sideways.
 */
const ChipLabel = styled.span`
  position: relative;
`;
