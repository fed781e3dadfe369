import styled from 'styled-components';

/*
 * A choice among many shown as tiles: the areas of the area step, the salons of the
 * preferred-salon modal and of the salon filter. One look for all three, so a chosen
 * (aria-current or aria-pressed) or unavailable (disabled) option reads the same everywhere.
 */

/** The list of tiles: a grid of columns at least `$minWidth` wide, or one column without it. */
export const OptionGrid = styled.ul<{ $minWidth?: string }>`
  display: grid;
  grid-template-columns: ${({ $minWidth }) => ($minWidth ? `repeat(auto-fill, minmax(${$minWidth}, 1fr))` : '1fr')};
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One tile: a button, its lines stacked. */
export const OptionTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background-color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='true'],
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
