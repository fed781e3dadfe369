import { useEffect, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, IconButton } from '@salon/ui';
import { FieldWrapper, Hint, Input, InputAction, InputRow, Label } from './field-styles.ts';
import { FieldError } from './field-error.tsx';
import { useValidationMessage } from './messages.ts';
import { loadPhoneRule } from './rules.ts';
import { describedBy, useFieldIds } from './use-field-ids.ts';

/** The input types the spec allows (part 2, section 5). */
export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

export interface TextFieldProps {
  /** The Formik field name (dots for nested values: 'address.city'). */
  name: string;
  label: ReactNode;
  type?: TextFieldType;
  placeholder?: string;
  autoComplete?: string;
  /** Shown but not editable (contact data on the edit-confirm screen, provider-supplied names). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Help below the control, read with it by screen readers. */
  hint?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
}

/**
 * A labelled text input bound to Formik. Once the field is touched (or the form was
 * submitted) its error shows below it as `role="alert"`, linked with
 * `aria-describedby`, and the input gets `aria-invalid`. A password field has a
 * show/hide toggle. A phone field (`tel`) starts loading the phone rule its form checks
 * with (`loadPhoneRule`), so the first check does not wait for it.
 */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  readOnly = false,
  disabled = false,
  hint,
  inputMode,
  maxLength,
  autoFocus,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useTranslation('common');
  const translate = useValidationMessage();
  const ids = useFieldIds(name);
  const [passwordShown, setPasswordShown] = useState(false);
  const error = meta.touched && meta.error ? translate(meta.error) : '';
  const isPassword = type === 'password';

  useEffect(() => {
    // A failed load is tried again by the check itself.
    if (type === 'tel' && !readOnly) loadPhoneRule().catch(() => undefined);
  }, [type, readOnly]);

  return (
    <FieldWrapper>
      <Label htmlFor={ids.input}>{label}</Label>
      <InputRow>
        <Input
          {...field}
          value={field.value ?? ''}
          id={ids.input}
          type={isPassword && passwordShown ? 'text' : type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          readOnly={readOnly}
          disabled={disabled}
          inputMode={inputMode}
          maxLength={maxLength}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined)}
          $withAction={isPassword}
        />
        {isPassword && (
          <InputAction>
            <IconButton
              size="sm"
              aria-label={t(passwordShown ? 'hidePassword' : 'showPassword')}
              aria-controls={ids.input}
              onClick={() => setPasswordShown((shown) => !shown)}
              disabled={disabled}
            >
              {passwordShown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </IconButton>
          </InputAction>
        )}
      </InputRow>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      <FieldError id={ids.error}>{error}</FieldError>
    </FieldWrapper>
  );
}
