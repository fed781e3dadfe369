import styled from 'styled-components';

/** The h4 of a part of a voucher's details (under the voucher's h3). */
export const Subheading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;
