import { useId, type FocusEvent, type ReactNode } from 'react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShopFacets } from '@salon/contracts/shop-api';
import { Fieldset, Legend, controlStyle, isPriceRange, messageKey, useValidationMessage } from '@salon/forms';
import { Button } from '@salon/ui';
import { groszeOf, zlotyText } from '../../../lib/money.ts';

interface PriceValues {
  /** Złoty as typed (Formik hands a number input's value over as a number, or '' when blank). */
  min: string | number;
  max: string | number;
}

export interface PriceRangeProps {
  /** The range in force (the URL's), in grosze. */
  priceMin: number | null;
  priceMax: number | null;
  /** The catalogue's cheapest and dearest item, for the fields' hints. */
  bounds: ShopFacets['price'] | undefined;
  /** The API refused the range in force (400 on `priceMax`): shown on "to" until it is changed. */
  rejected: boolean;
  onApply: (range: { priceMin: number | null; priceMax: number | null }) => void;
}

const textOf = (grosze: number | null) => (grosze === null ? '' : zlotyText(grosze));
const isBlank = (value: string | number) => String(value).trim() === '';
const amountOf = (value: string | number) => groszeOf(String(value));
const INVALID = messageKey('priceRange');

/**
 * The browser's check of the range, the shared rule of @salon/forms (`isPriceRange`: not
 * negative, "from" not above "to"), on "to" as the API puts it on `priceMax`; text that
 * is not an amount is wrong on its own field.
 */
function validate(values: PriceValues): Partial<Record<keyof PriceValues, string>> {
  const min = amountOf(values.min);
  const max = amountOf(values.max);
  if (!isBlank(values.min) && min === null) return { min: INVALID };
  if (!isBlank(values.max) && max === null) return { max: INVALID };
  return isPriceRange(min, max) ? {} : { max: INVALID };
}

/**
 * The price filter: two amounts in złoty ("from", "to"), applied with Enter, the button or
 * on leaving the two fields, and only when valid; an upside-down range says "Invalid price
 * range" on "to" and changes nothing. The API's refusal of a range from the URL (a
 * shared link) shows there too.
 */
export function PriceRange({ priceMin, priceMax, bounds, rejected, onApply }: PriceRangeProps) {
  const { t } = useTranslation('shop');
  const legendId = useId();
  const initialValues: PriceValues = { min: textOf(priceMin), max: textOf(priceMax) };

  const apply = (values: PriceValues) => {
    const next = { priceMin: amountOf(values.min), priceMax: amountOf(values.max) };
    if (next.priceMin !== priceMin || next.priceMax !== priceMax) onApply(next);
  };

  return (
    <Formik initialValues={initialValues} enableReinitialize validate={validate} validateOnChange={false} onSubmit={apply}>
      <PriceForm legendId={legendId}>
        <Fieldset>
          <Legend id={legendId}>{t('filters.price.legend')}</Legend>
          <Row>
            <PriceField name="min" label={t('filters.price.min')} placeholder={bounds ? textOf(bounds.min) : undefined} rejected={false} />
            <PriceField name="max" label={t('filters.price.max')} placeholder={bounds ? textOf(bounds.max) : undefined} rejected={rejected} />
          </Row>
          <Button type="submit" variant="secondary" size="sm">
            {t('filters.price.apply')}
          </Button>
        </Fieldset>
      </PriceForm>
    </Formik>
  );
}

/**
 * The form, which also applies the range when the focus leaves it (to the list, or to
 * the drawer's "Show results"), not when it moves from "from" to "to".
 */
function PriceForm({ legendId, children }: { legendId: string; children: ReactNode }) {
  const { submitForm } = useFormikContext<PriceValues>();
  const applyOnLeave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void submitForm();
  };
  return (
    <Form noValidate aria-labelledby={legendId} onBlur={applyOnLeave}>
      {children}
    </Form>
  );
}

interface PriceFieldProps {
  name: keyof PriceValues;
  label: string;
  placeholder?: string;
  /** The API's refusal, shown while the form still holds the values it judged. */
  rejected: boolean;
}

/** A labelled amount in złoty bound to the form. */
function PriceField({ name, label, placeholder, rejected }: PriceFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const { dirty } = useFormikContext<PriceValues>();
  const translate = useValidationMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const message = meta.touched && meta.error ? meta.error : rejected && !dirty ? INVALID : '';
  const error = message ? translate(message) : '';
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Amount>
        <Input
          {...field}
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Unit aria-hidden="true">zł</Unit>
      </Amount>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </FieldBox>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Amount = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyle}
  padding-right: 36px;
`;

const Unit = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
