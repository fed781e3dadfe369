import styled from 'styled-components';
import { BLOG_MEDIUM_WIDTH } from '@salon/contracts/blog-api';
import { media } from '@salon/ui';

/**
 * The blog's grid of post cards, a `<ul>`: one column on phones, two from 720 px, three
 * from 1189 px and four from 1589 px (the page sizes of 15 and 16 fill those rows).
 * Put each `PostCard` in an `<li>`.
 */
export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${BLOG_MEDIUM_WIDTH.min}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: ${BLOG_MEDIUM_WIDTH.max + 1}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
