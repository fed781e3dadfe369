import type { ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldWrapper, Hint, Label, TextArea } from './field-styles.ts';
import { FieldError } from './field-error.tsx';
import { VALIDATION_NAMESPACE, useValidationMessage } from './messages.ts';
import { MESSAGE_MAX_LENGTH } from './rules.ts';
import { describedBy, useFieldIds } from './use-field-ids.ts';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  /** 5 rows by default (spec: message text area). */
  rows?: number;
  /** Characters allowed; the counter shows how many are used. 5000 by default. */
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
}

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Counter = styled(Hint)`
  margin-left: auto;
  white-space: nowrap;
`;

/**
 * A labelled multi-line text bound to Formik, with a character counter (read with the
 * field, not announced at every keystroke) and the same error display as TextField.
 */
export function TextAreaField({
  name,
  label,
  rows = 5,
  maxLength = MESSAGE_MAX_LENGTH,
  placeholder,
  hint,
  readOnly = false,
  disabled = false,
}: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const translate = useValidationMessage();
  const ids = useFieldIds(name);
  const counterId = `${ids.input}-counter`;
  const value = field.value ?? '';
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <FieldWrapper>
      <Label htmlFor={ids.input}>{label}</Label>
      <TextArea
        {...field}
        value={value}
        id={ids.input}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, counterId, error ? ids.error : undefined)}
      />
      <Footer>
        {hint && <Hint id={ids.hint}>{hint}</Hint>}
        <Counter id={counterId}>{t('fields.counter', { count: value.length, max: maxLength })}</Counter>
      </Footer>
      <FieldError id={ids.error}>{error}</FieldError>
    </FieldWrapper>
  );
}
