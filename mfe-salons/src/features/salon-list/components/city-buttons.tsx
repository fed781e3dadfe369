import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { exactQuery } from '@salon/platform';
import { Alert, Button, VisuallyHidden, media } from '@salon/ui';
import { useGetCitiesQuery } from '../../../api/get-cities.ts';
import { SALON_LIST_PATH, cityPath } from '../../../lib/salon-paths.ts';
import { SEARCH_PARAM } from '../hooks/use-search-query.ts';

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
  const listRef = useRef<HTMLUListElement>(null);
  const kept = new URLSearchParams(params);
  kept.delete(SEARCH_PARAM);
  const search = kept.toString() ? `?${kept.toString()}` : '';
  const withSalons = (cities ?? []).filter((city) => !city.virtual && city.salonCount > 0);

  // On a phone the buttons scroll sideways: bring the active one into view, without
  // scrolling the page (scrollIntoView would).
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activeCode, withSalons.length]);

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
  if (withSalons.length === 0) return null;

  return (
    <nav aria-label={t('salonList.cities.label')}>
      <List ref={listRef}>
        {withSalons.map((city) => {
          const active = city.code === activeCode;
          return (
            <li key={city.code}>
              <CityLink
                to={{ pathname: active ? SALON_LIST_PATH : cityPath(city.code), search }}
                state={exactQuery()}
                aria-current={active ? 'page' : undefined}
              >
                {city.name}
                {active && <VisuallyHidden> {t('salonList.cities.showAll')}</VisuallyHidden>}
              </CityLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} 0`};
  list-style: none;

  /* Phones: one row that scrolls sideways, so the search and the salons stay near the top. */
  ${media.down('tablet')} {
    overflow-x: auto;
    scroll-snap-type: x proximity;
    scrollbar-width: thin;

    > li {
      flex: none;
      scroll-snap-align: start;
    }
  }

  ${media.up('tablet')} {
    flex-wrap: wrap;
  }
`;

const CityLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
