import styled from 'styled-components';

/** A group of fields (radio buttons, the birthday's selects) without the browser's frame. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A fieldset's name, set like a field's label so that groups and fields read alike. */
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
