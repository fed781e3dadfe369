import styled from 'styled-components';

/** The column of a list screen: the categories, then the list, with room before the footer. */
export const ListLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
