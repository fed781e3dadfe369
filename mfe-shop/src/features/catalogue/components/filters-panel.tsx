import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShopFacets } from '@salon/contracts/shop-api';
import { RetryAlert, Skeleton, VisuallyHidden } from '@salon/ui';
import { toggleOption, withVouchersOnly, type ShopFilterGroup, type ShopFilters } from '../lib/list-query.ts';
import { OptionGroup } from './option-group.tsx';
import { PriceRange } from './price-range.tsx';

/** The product filters whose options are named in the facets, in the panel's order. */
const NAMED_GROUPS = [
  { group: 'categories', facet: 'categories', legend: 'filters.category' },
  { group: 'brands', facet: 'brands', legend: 'filters.brand' },
  { group: 'types', facet: 'types', legend: 'filters.type' },
] as const satisfies readonly { group: ShopFilterGroup; facet: keyof ShopFacets; legend: string }[];

export interface FiltersPanelProps {
  /** GET /api/shop/facets as RTK Query hands it over. */
  facets: ShopFacets | undefined;
  facetsFailed: boolean;
  onRetryFacets: () => void;
  filters: ShopFilters;
  onChange: (next: ShopFilters) => void;
  /** The API refused the price range in force. */
  priceRejected: boolean;
}

/**
 * The list's filters (the side panel on wide screens, the drawer on phones): vouchers
 * only, then the product filters (category, brand, type, volume; off while vouchers
 * only is on), then the price range. Each tick applies at once.
 */
export function FiltersPanel({ facets, facetsFailed, onRetryFacets, filters, onChange, priceRejected }: FiltersPanelProps) {
  const { t } = useTranslation('shop');
  const switchId = useId();
  const hintId = useId();
  const toggle =
    <G extends ShopFilterGroup>(group: G) =>
    (value: ShopFilters[G][number]) =>
      onChange(toggleOption(filters, group, value));

  return (
    <Panel>
      <Switch>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={filters.vouchersOnly}
          aria-describedby={hintId}
          onChange={(event) => onChange(withVouchersOnly(filters, event.target.checked))}
        />
        <label htmlFor={switchId}>{t('filters.vouchersOnly')}</label>
      </Switch>
      <Hint id={hintId}>{t('filters.vouchersOnlyHint')}</Hint>
      {facetsFailed ? (
        <RetryAlert message={t('filters.loadError')} onRetry={onRetryFacets} />
      ) : !facets ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('filters.loading')}</VisuallyHidden>
          <Skeleton lines={8} height={24} />
        </div>
      ) : (
        <>
          {NAMED_GROUPS.map(({ group, facet, legend }) => (
            <OptionGroup
              key={group}
              legend={t(legend)}
              options={facets[facet].map((option) => ({ value: option.id, label: option.name }))}
              selected={filters[group]}
              onToggle={toggle(group)}
              disabled={filters.vouchersOnly}
            />
          ))}
          <OptionGroup
            legend={t('filters.volume')}
            options={facets.volumes.map((volume) => ({ value: volume, label: t('volume', { volume }) }))}
            selected={filters.volumes}
            onToggle={toggle('volumes')}
            disabled={filters.vouchersOnly}
          />
        </>
      )}
      <PriceRange
        priceMin={filters.priceMin}
        priceMax={filters.priceMax}
        bounds={facets?.price}
        rejected={priceRejected}
        onApply={(range) => onChange({ ...filters, ...range })}
      />
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Switch = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};

  label {
    cursor: pointer;
  }

  /* A switch drawn on the checkbox itself: 44 × 24, the knob moves right when on. */
  input {
    position: relative;
    flex: none;
    width: 44px;
    height: 24px;
    margin: 0;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    appearance: none;
    cursor: pointer;
    transition: background-color ${({ theme }) => theme.durations.fast} ease;
  }

  input::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => theme.durations.fast} ease;
  }

  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked::before {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(20px);
  }
`;

const Hint = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
