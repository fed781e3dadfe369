import styled, { css } from 'styled-components';
import { media } from '@salon/ui';

/**
 * A grid of item cards (a `<ul>` of `ItemCard`s, or a `div` of skeletons): two columns on
 * phones; beside the list's filters three from the desktop width; on a page of its own
 * three from the tablet width and four from the desktop width.
 */
export const ItemGrid = styled.ul<{ $besideFilters?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $besideFilters }) =>
    $besideFilters
      ? css`
          ${media.up('desktop')} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
        `
      : css`
          ${media.up('tablet')} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }

          ${media.up('desktop')} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
`;
