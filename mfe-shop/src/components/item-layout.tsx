import styled from 'styled-components';
import { media } from '@salon/ui';

/*
 * The frame of a product's and a voucher's page: pictures on the left, the facts and
 * the action on the right from the tablet width (stacked below it), the description
 * under both.
 */

export const ItemColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${media.up('tablet')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const ItemFacts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

/** A definition list of facts: label and value side by side. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }
`;

export const BigPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
`;

export const ItemSection = styled.section`
  grid-column: 1 / -1;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;
