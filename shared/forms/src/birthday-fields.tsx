import { useEffect, useId } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useValidationMessage, VALIDATION_NAMESPACE } from './messages.ts';
import { daysInMonth } from './rules.ts';
import { SelectField } from './select-field.tsx';
import { useCurrentLanguage } from '@salon/platform';
import { dayOptions, monthOptions } from './month-options.ts';
import { Fieldset, FieldsetHint, GroupError, Legend } from './fieldset.tsx';

/** A part as the form holds it: '' while not chosen; the select's string, or a number where the form cast it. */
type Part = string | number;

const partOf = (value: Part) => (value === '' ? null : Number(value));

export interface BirthdayFieldsProps {
  /** The Formik field holding `{ day, month }`, validated by @salon/forms `birthday()`. */
  name: string;
  legend: string;
  /** Why the birthday is worth giving (the discount). */
  hint?: string;
  /** Month names capitalised as list items ("Maj", the default) or as written in a sentence ("maj"). */
  capitaliseMonths?: boolean;
  /**
   * Clears a chosen day the newly chosen month lacks (31 → February). Without it the day
   * stays, and the "no such day" error says so.
   */
  clearMissingDay?: boolean;
}

/**
 * The birthday as day and month selects (spec: day and month only, the days of the chosen
 * month in a leap year, 31 while no month is chosen), both or neither. The "both or
 * neither" and "no such day" errors belong to the pair, so they show below it, not under
 * one select, once the pair was visited or the form submitted.
 */
export function BirthdayFields({ name, legend, hint, capitaliseMonths = true, clearMissingDay = false }: BirthdayFieldsProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const language = useCurrentLanguage();
  const translate = useValidationMessage();
  const hintId = useId();
  const errorId = useId();
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext();
  const birthday = getIn(values, name) as { day: Part; month: Part };
  const day = partOf(birthday.day);
  const lastDay = daysInMonth(partOf(birthday.month));

  useEffect(() => {
    if (clearMissingDay && day !== null && day > lastDay) void setFieldValue(`${name}.day`, '');
  }, [clearMissingDay, day, lastDay, name, setFieldValue]);

  // The pair's own errors are strings; a part's (the API's INVALID_VALUE on day or month) are nested and show under that select.
  const pairError: unknown = getIn(errors, name);
  const visited = submitCount > 0 || Boolean(getIn(touched, `${name}.day`) && getIn(touched, `${name}.month`));
  const error = typeof pairError === 'string' && visited ? translate(pairError) : '';
  // While there is an error, it alone describes the group: it is what the visitor has to act on.
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <Fieldset aria-describedby={describedBy}>
      <Legend>{legend}</Legend>
      {hint && <FieldsetHint id={hintId}>{hint}</FieldsetHint>}
      <Pair>
        <SelectField
          name={`${name}.day`}
          label={t('birthday.day')}
          placeholder={t('birthday.notChosen')}
          options={dayOptions(lastDay)}
          autoComplete="bday-day"
        />
        <SelectField
          name={`${name}.month`}
          label={t('birthday.month')}
          placeholder={t('birthday.notChosen')}
          options={monthOptions(language, { capitalise: capitaliseMonths })}
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

// Side by side, the month twice the day's share (month names are longer than day
// numbers), but never narrower than its longest option ("Wybierz", "Październik"): a
// native select cuts what does not fit. Where the two do not fit on one line (a narrow
// phone, a long translation) the month goes below the day.
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 0;
  }

  & > :last-child {
    flex-grow: 2;
  }

  & select {
    min-width: max-content;
  }
`;
