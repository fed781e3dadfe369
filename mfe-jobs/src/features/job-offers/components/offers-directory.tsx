import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { Button, EmptyState, RetryAlert, SearchBox, Skeleton, VisuallyHidden, media, useSearchQuery } from '@salon/ui';
import { arrangeOffers, offerCities, type OfferSection } from '../lib/offer-directory.ts';
import { CityChips } from './city-chips.tsx';
import { OfferCard } from './offer-card.tsx';

export interface OffersDirectoryProps {
  /** GET /api/recruitment as RTK Query hands it over. */
  offers: readonly RecruitmentOffer[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** A city's page: only its offers, and its chip is the current one. */
  citySlug?: string;
}

/**
 * The body of the offers list and of a city's page (spec part 2, "Recruitment"): the
 * city filter, the search (kept in `?q=`) with a live count of what it found, then the
 * offers in sections by city group or city, each heading with its count. While loading:
 * a skeleton of cards; on failure: the error and a retry; no offers at all: "no
 * recruitment offers"; a search that finds nothing: "no results, change the search".
 */
export function OffersDirectory({ offers, isError, onRetry, citySlug }: OffersDirectoryProps) {
  const { t } = useTranslation('jobs');
  const [query, setQuery] = useSearchQuery();
  const searchInput = useRef<HTMLInputElement>(null);
  const view = useMemo(() => (offers ? arrangeOffers(offers, query, citySlug) : null), [offers, query, citySlug]);
  const cities = useMemo(() => offerCities(offers ?? []), [offers]);
  const hasAny = offers !== undefined && arrangeOffers(offers, '', citySlug).found > 0;

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <Column>
      <Filters>
        <CityChips cities={cities} activeSlug={citySlug} />
        <SearchBox labels={{ landmark: t('offers.search.landmark'), label: t('offers.search.label'), placeholder: t('offers.search.placeholder'), clear: t('offers.search.clear'), hint: t('offers.search.hint') }} value={query} onChange={setQuery} inputRef={searchInput} />
        <Count role="status">{view?.searching ? t('offers.search.found', { count: view.found }) : ''}</Count>
      </Filters>
      {isError ? (
        <RetryAlert message={t('offers.loadError')} onRetry={onRetry} />
      ) : !view ? (
        <OffersSkeleton />
      ) : !hasAny ? (
        <EmptyState title={t('offers.empty.title')} description={t('offers.empty.description')} />
      ) : view.found === 0 ? (
        <EmptyState
          title={t('offers.noResults.title')}
          description={t('offers.noResults.description')}
          action={
            <Button variant="secondary" onClick={clearSearch}>
              {t('offers.noResults.action')}
            </Button>
          }
        />
      ) : (
        view.sections.map((section) => <SectionOfOffers key={section.key} section={section} />)
      )}
    </Column>
  );
}

/** A city group or city: its `<h2>` with the count, then a list the heading names. */
function SectionOfOffers({ section }: { section: OfferSection }) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {section.title} <Counter>{t('offers.section.count', { count: section.offers.length })}</Counter>
      </Heading>
      <Grid aria-labelledby={headingId}>
        {section.offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

/** Placeholder cards in the shape of the list while the offers load; one line tells screen readers. */
function OffersSkeleton() {
  const { t } = useTranslation('jobs');
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('offers.loading')}</VisuallyHidden>
      <Section aria-hidden="true">
        <Skeleton width="40%" height="1.75rem" />
        <Grid as="div">
          {[0, 1, 2].map((key) => (
            <SkeletonCard key={key}>
              <Skeleton width="70%" height="1.25rem" />
              <Skeleton lines={3} />
            </SkeletonCard>
          ))}
        </Grid>
      </Section>
    </div>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  /* Always there, even empty: a live region added late is often not read. */
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('desktop')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
