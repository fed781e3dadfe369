import styled from 'styled-components';

/**
 * A toggle button of the slot filters (time of day, hairdresser): a pill, pressed when
 * its value is the active one. The pressed state is `aria-pressed`, set by the caller.
 */
export const Chip = styled.button.attrs({ type: 'button' })<{ $highlighted?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 6px 14px;
  border: 1px solid ${({ theme, $highlighted }) => ($highlighted ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** A row of chips that wraps. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
