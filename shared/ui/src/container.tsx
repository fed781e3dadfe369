import styled from 'styled-components';
import { media } from './theme.ts';

/**
 * The centred content column: at most 1150 px wide (the desktop breakpoint) with side
 * padding that grows with the viewport. Use `as="main"`, `as="section"` as needed.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentMaxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${media.up('tablet')} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;
