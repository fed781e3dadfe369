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

// The groups' pieces live with the fields that use them (@salon/forms).
export { Fieldset, FieldsetHint, GroupError, Legend } from '@salon/forms';
