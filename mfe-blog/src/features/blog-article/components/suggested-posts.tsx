import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogPost } from '@salon/contracts/blog-api';
import { useBlogQuery } from '../../../api/get-blog.ts';
import { PostCard } from '../../../components/post-card.tsx';
import { PostGrid } from '../../../components/post-grid.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { useSuggestedCount } from '../../../lib/use-medium-width.ts';

/**
 * Up to 4 articles of the same category under an article (3 from 1189 to 1588 px, where
 * the grid has three columns), the article itself left out (rest/blogsuggestedpost). An
 * extra: while they load, when there are none, or when the call fails, nothing is shown
 * (spec part 2, section 8: a suggested-article failure is ignored).
 */
export function SuggestedPosts({ post }: { post: BlogPost }) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const headingId = useId();
  const numberOfResults = useSuggestedCount();
  const { currentData } = useBlogQuery('rest/blogsuggestedpost', {
    id_category: post.id_simpleblog_category,
    numberOfResults,
    exclude: post.link_rewrite,
  });
  const posts = (currentData?.psdata ?? []).filter((entry) => entry.id !== post.id).slice(0, numberOfResults);
  if (posts.length === 0) return null;

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('blogArticle.suggested')}</Heading>
      <PostGrid>
        {posts.map((entry) => (
          <li key={entry.id}>
            <PostCard post={entry} headingLevel={3} />
          </li>
        ))}
      </PostGrid>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;
