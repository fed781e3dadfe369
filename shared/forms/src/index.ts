/**
 * @salon/forms: the spec's validation rules as yup schemas with i18n messages, and
 * Formik-bound accessible fields. Importing it registers the `validation` namespace.
 */
export {
  VALIDATION_NAMESPACE,
  messageKey,
  parseMessage,
  translateError,
  useValidationMessage,
} from './messages.ts';
export type { MessageParams, ValidationRule } from './messages.ts';
export {
  BIRTHDAY_YEAR,
  CV_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
  birthday,
  consent,
  cvFile,
  daysInMonth,
  email,
  loadPhoneRule,
  maxLength,
  messageText,
  minLength,
  notSameAs,
  password,
  passwordRequirements,
  phone,
  priceRange,
  repeatPassword,
  required,
  requiredText,
  strongPhone,
  verificationCode,
} from './rules.ts';
export type { PasswordRequirement } from './rules.ts';
export { isPriceRange } from './price-range.ts';
export { TextField } from './text-field.tsx';
export type { TextFieldProps, TextFieldType } from './text-field.tsx';
export { TextAreaField } from './text-area-field.tsx';
export type { TextAreaFieldProps } from './text-area-field.tsx';
export { CheckboxField } from './checkbox-field.tsx';
export type { CheckboxFieldProps } from './checkbox-field.tsx';
export { SelectField } from './select-field.tsx';
export type { SelectFieldProps, SelectOption } from './select-field.tsx';
export { PasswordChecklist } from './password-checklist.tsx';
export type { PasswordChecklistProps } from './password-checklist.tsx';
export { Fieldset, FieldsetHint, GroupError, Legend } from './fieldset.tsx';
export { SexField } from './sex-field.tsx';
export type { SexFieldProps } from './sex-field.tsx';
export { BirthdayFields } from './birthday-fields.tsx';
export type { BirthdayFieldsProps } from './birthday-fields.tsx';
export { dayOptions, monthOptions } from './month-options.ts';
/** The look of every text control, for a control a form binds by hand (the message composer). */
export { controlStyle } from './field-styles.ts';
export { CodeInput, codeFromPaste } from './code-input.tsx';
export type { CodeInputProps, CodeInputStatus } from './code-input.tsx';
export { DEFAULT_RESEND_SECONDS, ResendButton } from './resend-button.tsx';
export type { ResendButtonProps } from './resend-button.tsx';
