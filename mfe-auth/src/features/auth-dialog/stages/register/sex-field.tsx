import { useId } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { useValidationMessage } from '@salon/forms';

export interface SexFieldProps {
  /** The Formik field holding 'F', 'M' or '' (nothing chosen yet). */
  name: string;
  legend: string;
  options: readonly { value: 'F' | 'M'; label: string }[];
}

/**
 * A required choice of two as a radio group (a fieldset named by its legend), with the
 * error shown and announced the way @salon/forms fields show theirs.
 */
export function SexField({ name, legend, options }: SexFieldProps) {
  const [field, meta] = useField<string>(name);
  const translate = useValidationMessage();
  const errorId = useId();
  const error = meta.touched && meta.error ? translate(meta.error) : '';

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
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

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
