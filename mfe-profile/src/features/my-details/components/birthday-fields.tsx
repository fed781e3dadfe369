import { useEffect, useId } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, useValidationMessage } from '@salon/forms';
import { useCurrentLanguage } from '@salon/platform';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { dayKeptFor, dayOptions, monthOptions, type BirthdayValues } from '../lib/birthday.ts';
import { Fieldset, GroupError, Legend, Note } from './details-layout.tsx';

/**
 * The birthday as day and month selects (spec part 2, section 5: the days of the chosen
 * month in a leap year, 31 while no month is chosen), both or neither. The pair's error
 * (ONE_OF_IS_NULL, "no such day") shows below it once both were visited or the form
 * submitted. A copy of mfe-auth's BirthdayFields (apps do not import apps): to move to
 * @salon/forms.
 */
export function BirthdayFields({ name, hint }: { name: string; hint?: string }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const language = useCurrentLanguage();
  const translate = useValidationMessage();
  const hintId = useId();
  const errorId = useId();
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext();
  const birthday = getIn(values, name) as BirthdayValues;

  // A day the newly chosen month lacks (31 → February) is cleared rather than left for an error.
  const keptDay = dayKeptFor(birthday.day, birthday.month);
  useEffect(() => {
    if (keptDay !== birthday.day) void setFieldValue(`${name}.day`, keptDay);
  }, [keptDay, birthday.day, name, setFieldValue]);

  const pairError: unknown = getIn(errors, name);
  const visited = submitCount > 0 || Boolean(getIn(touched, `${name}.day`) && getIn(touched, `${name}.month`));
  const error = typeof pairError === 'string' && visited ? translate(pairError) : '';

  return (
    <Fieldset aria-describedby={error ? errorId : hint ? hintId : undefined}>
      <Legend>{t('myDetails.birthday.legend')}</Legend>
      {hint && <Note id={hintId}>{hint}</Note>}
      <Pair>
        <SelectField
          name={`${name}.day`}
          label={t('myDetails.birthday.day')}
          placeholder={t('myDetails.birthday.notChosen')}
          options={dayOptions(birthday.month)}
          autoComplete="bday-day"
        />
        <SelectField
          name={`${name}.month`}
          label={t('myDetails.birthday.month')}
          placeholder={t('myDetails.birthday.notChosen')}
          options={monthOptions(language)}
          autoComplete="bday-month"
        />
      </Pair>
      {error && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </Fieldset>
  );
}

// Month names are longer than day numbers.
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space.sm};
`;
