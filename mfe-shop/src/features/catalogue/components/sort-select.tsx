import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SHOP_SORTS, type ShopSort } from '@salon/contracts/shop-api';
import { controlStyle } from '@salon/forms';

/** The list's order: suggested (the chain's own), price ascending, price descending. */
export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{t('sort.label')}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as ShopSort)}>
        {SHOP_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  white-space: nowrap;
`;

const Select = styled.select`
  ${controlStyle}
  width: auto;
  min-height: 44px;
  appearance: auto;
`;
