import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useValidationMessage, VALIDATION_NAMESPACE } from './messages.ts';
import { Fieldset, GroupError, Legend } from './fieldset.tsx';

const SEXES = ['F', 'M'] as const;

export interface SexFieldProps {
  /** The Formik field holding 'F', 'M' or '' (nothing chosen yet). */
  name: string;
}

/**
 * The choice of sex, F or M, as a radio group (a fieldset named by its legend), with the
 * error shown and announced the way the other fields show theirs. Registration (auth) and
 * the profile's details use this one.
 */
export function SexField({ name }: SexFieldProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const [field, meta] = useField<string>(name);
  const translate = useValidationMessage();
  const errorId = useId();
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <SexFieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{t('sex.legend')}</Legend>
      <Options>
        {SEXES.map((sex) => (
          <Option key={sex}>
            <input
              type="radio"
              name={field.name}
              value={sex}
              checked={field.value === sex}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            {t(`sex.${sex}`)}
          </Option>
        ))}
      </Options>
      {error && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </SexFieldset>
  );
}

// Spaced like the text fields that follow it (@salon/forms fields end with the same margin).
const SexFieldset = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
