import { useEffect, useId } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BIRTHDAY_YEAR, daysInMonth, SelectField, useValidationMessage } from '@salon/forms';
import { formatDate } from '@salon/i18n';
import type { PersonalDataValues } from '../lib/personal-data.ts';
import { ErrorText, Fieldset, Hint, Legend } from './form-group.ts';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The birthday as day and month selects (spec part 2: day and month only, the days of
 * the chosen month in a leap year, 31 while no month is chosen), both or neither. The
 * "both or neither" message belongs to the pair, so it shows below them.
 */
export function BirthdayFields() {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const errorId = useId();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<PersonalDataValues>();
  const { day, month } = values.birthday;
  const lastDay = daysInMonth(month === '' ? null : Number(month));

  // A day the new month does not have (31 → February) is dropped rather than shown as another day.
  useEffect(() => {
    if (day !== '' && Number(day) > lastDay) void setFieldValue('birthday.day', '');
  }, [day, lastDay, setFieldValue]);

  const pairError = typeof errors.birthday === 'string' && submitCount > 0 ? translate(errors.birthday) : '';

  return (
    <Fieldset aria-describedby={pairError ? errorId : undefined}>
      <Legend>{t('personalData.birthday.legend')}</Legend>
      <Hint>{t('personalData.birthday.hint')}</Hint>
      <Pair>
        <SelectField
          name="birthday.day"
          label={t('personalData.birthday.day')}
          placeholder={t('personalData.notChosen')}
          options={Array.from({ length: lastDay }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
        />
        <SelectField
          name="birthday.month"
          label={t('personalData.birthday.month')}
          placeholder={t('personalData.notChosen')}
          options={MONTHS.map((value) => ({
            value: String(value),
            label: formatDate(new Date(BIRTHDAY_YEAR, value - 1, 15), 'LLLL'),
          }))}
        />
      </Pair>
      {pairError && (
        <ErrorText id={errorId} role="alert">
          {pairError}
        </ErrorText>
      )}
    </Fieldset>
  );
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space.sm};
`;
