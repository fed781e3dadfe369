import styled from 'styled-components';

/** One block of the area step: a heading and its choices (the cities, the services at the customer's place). */
export const AreaBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const AreaBlockHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;
