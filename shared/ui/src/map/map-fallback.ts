import styled from 'styled-components';

/**
 * What stands where a map cannot be drawn (maps off in the configuration, no WebGL): a
 * surface card with a line of text and a link (directions, the address), laid out in a
 * column. The salon page and the job offer page show it in place of their MapView.
 */
export const MapFallback = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  a {
    align-self: flex-start;
    padding-block: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;
