import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldWrapper, Hint, Label, Select } from './field-styles.ts';
import { FieldError } from './field-error.tsx';
import { useValidationMessage } from './messages.ts';
import { describedBy, useFieldIds } from './use-field-ids.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** An empty first option ("—", "Dzień") for "nothing chosen"; its value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A labelled native select bound to Formik (native, so it works with every screen
 * reader and opens the platform picker on phones). Values are strings; a number rule
 * (birthday day and month) casts them.
 */
export function SelectField({ name, label, options, placeholder, hint, disabled = false, autoComplete }: SelectFieldProps) {
  const [field, meta] = useField<string | number | null>(name);
  const translate = useValidationMessage();
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <FieldWrapper>
      <Label htmlFor={ids.input}>{label}</Label>
      <Select
        {...field}
        value={field.value == null ? '' : String(field.value)}
        id={ids.input}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      <FieldError id={ids.error}>{error}</FieldError>
    </FieldWrapper>
  );
}
