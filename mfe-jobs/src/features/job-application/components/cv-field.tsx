import { useId, useRef } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyle, useValidationMessage } from '@salon/forms';

/** What the picker offers: PDF files (the API checks the bytes anyway). */
const ACCEPT = '.pdf,application/pdf';

/**
 * The CV picker bound to Formik's `file` value: a labelled native file input (every
 * browser and screen reader knows it), a hint with the rules, the chosen file's name
 * and size, and the same error display as the other fields: the message below, linked
 * with `aria-describedby`, `aria-invalid` on the input. The rules are checked as soon
 * as a file is chosen, so a 3 MB file is refused before anything is sent.
 */
export function CvField({ name, label, disabled = false }: { name: string; label: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const [field, meta, helpers] = useField<File | null>(name);
  const translate = useValidationMessage();
  const input = useRef<HTMLInputElement>(null);
  const base = useId();
  const ids = { input: `${base}-input`, hint: `${base}-hint`, chosen: `${base}-chosen`, error: `${base}-error` };
  const error = meta.touched && meta.error ? translate(meta.error) : '';
  const file = field.value;
  const size = file ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(file.size / 1024 / 1024) : '';

  return (
    <Wrapper>
      <Label htmlFor={ids.input}>{label}</Label>
      <Input
        ref={input}
        id={ids.input}
        name={name}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.hint, file ? ids.chosen : '', error ? ids.error : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          void helpers.setTouched(true, false);
          void helpers.setValue(chosen, true);
        }}
      />
      <Hint id={ids.hint}>{t('application.cv.hint')}</Hint>
      {file && (
        <Hint id={ids.chosen}>
          {t('application.cv.chosen', { name: file.name, size })}
        </Hint>
      )}
      {error && (
        <ErrorText id={ids.error} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

const Input = styled.input`
  ${controlStyle}
  padding-block: ${({ theme }) => theme.space.xs};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    cursor: pointer;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
