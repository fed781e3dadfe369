import type { ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { FieldWrapper } from './field-styles.ts';
import { FieldError } from './field-error.tsx';
import { useValidationMessage } from './messages.ts';
import { describedBy, useFieldIds } from './use-field-ids.ts';

export interface CheckboxFieldProps {
  name: string;
  /** May hold links (consents pointing to the privacy policy). */
  label: ReactNode;
  disabled?: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.error};
    outline-offset: 1px;
  }
`;

const Text = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  cursor: pointer;
`;

/** A labelled checkbox bound to a boolean Formik value, with the same error display as TextField. */
export function CheckboxField({ name, label, disabled = false }: CheckboxFieldProps) {
  // A boolean checkbox has no `value` attribute; Formik reports the state as `checked`.
  const [{ value: _value, checked, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const translate = useValidationMessage();
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <FieldWrapper>
      <Row>
        <Box
          {...field}
          type="checkbox"
          id={ids.input}
          checked={Boolean(checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? ids.error : undefined)}
        />
        <Text htmlFor={ids.input}>{label}</Text>
      </Row>
      <FieldError id={ids.error}>{error}</FieldError>
    </FieldWrapper>
  );
}
