import styled, { css } from 'styled-components';

/*
 * The look shared by every field. Errors are never shown by colour alone: the message
 * below the control says what is wrong, and aria-invalid tells assistive technology.
 */

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const controlStyle = css`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  transition: border-color ${({ theme }) => theme.durations.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not(:disabled):not([readonly]) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.error};
  }

  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $withAction?: boolean }>`
  ${controlStyle}
  ${({ $withAction }) => $withAction && 'padding-right: 52px;'}
`;

export const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyle}
  appearance: auto;
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const InputAction = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
