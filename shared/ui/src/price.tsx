import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@salon/i18n';
import type { PriceValue } from '@salon/i18n';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface PriceProps {
  price: PriceValue;
  /** The price before a discount, shown struck through before the current one. */
  originalPrice?: PriceValue | null;
}

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

const Original = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875em;
  text-decoration: line-through;
`;

const Current = styled.span<{ $discounted: boolean }>`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $discounted }) => ($discounted ? theme.colors.primary : 'inherit')};
`;

/**
 * A price in the current language's format, with the pre-discount price struck through
 * when given. Strike-through is not announced by screen readers, so both prices carry a
 * hidden label ("Poprzednia cena", "Aktualna cena").
 */
export function Price({ price, originalPrice }: PriceProps) {
  // useTranslation also re-renders this on a language change, which formatPrice follows.
  const { t } = useTranslation('common');
  const discounted = Boolean(originalPrice);
  return (
    <Wrapper>
      {originalPrice && (
        <span>
          <VisuallyHidden>{t('price.original')}: </VisuallyHidden>
          <Original>{formatPrice(originalPrice)}</Original>
        </span>
      )}
      <span>
        {discounted && <VisuallyHidden>{t('price.current')}: </VisuallyHidden>}
        <Current $discounted={discounted}>{formatPrice(price)}</Current>
      </span>
    </Wrapper>
  );
}
