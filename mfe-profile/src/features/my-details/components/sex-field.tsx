import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEXES } from '@salon/contracts/catalog-api';
import { useValidationMessage } from '@salon/forms';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { Fieldset, GroupError, Legend } from './details-layout.tsx';

/**
 * The choice of sex, F or M (spec part 2, section 5), as a radio group named by its
 * legend; an error (the API's, on `sex`) shows below it and describes the group.
 * A copy of mfe-auth's SexField (apps do not import apps): to move to @salon/forms.
 */
export function SexField({ name }: { name: string }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const [field, meta] = useField<string>(name);
  const translate = useValidationMessage();
  const errorId = useId();
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{t('myDetails.personal.sex')}</Legend>
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
            {t(`myDetails.personal.sexes.${sex}`)}
          </Option>
        ))}
      </Options>
      {error && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </Fieldset>
  );
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

// The whole label is the target: at least 44 px high.
const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
