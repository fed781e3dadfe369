import styled from 'styled-components';

/*
 * The layout every stage and modal of the auth remote shares, so the stages look like
 * one dialog: a form (or section) in a column, a short intro text, the actions row, and
 * groups of fields named by a legend.
 */

/** A stage's form: fields in a column. Use `noValidate`: the yup rules say what is wrong, in the visitor's language. */
export const StageForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A stage's content when it is not a form (confirmation, inactive notice). */
export const StageSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The sentence that says what the stage asks for. */
export const StageText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** Buttons at the end of a stage; the primary one first, full width on phones. */
export const StageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 12rem;
  }
`;

/** A link-looking button for secondary moves ("Forgot your password?", "Use another e-mail"). */
export const TextButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

/** "or" between two ways in (the Google and Apple buttons, the e-mail form), with a rule on either side. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid currentColor;
    opacity: 0.4;
  }
`;

/** A group of fields named by its legend (a radio choice, the birthday pair, the consents). */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A fieldset's name, set like a field's label (@salon/forms) so that groups and fields read alike. */
export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** Why a group is worth filling in (the birthday discount, the loyalty points). */
export const FieldsetHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The error of a group as a whole, below its fields; give it `role="alert"` and an id the group points to. */
export const GroupError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
