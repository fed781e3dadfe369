import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { BlogPost } from '@salon/contracts/blog-api';
import { exactQuery } from '@salon/platform';
import { Container, Skeleton } from '@salon/ui';
import { useBlogQuery } from '../../../api/get-blog.ts';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH } from '../../../lib/blog-paths.ts';
import { articleCanonicalPath } from '../lib/article-meta.ts';
import { ArticleView } from './article-view.tsx';

export interface ArticleScreenProps {
  /** What follows the article's text in its column: the comments (composed in routes.tsx, features do not import each other). */
  renderComments?: (post: BlogPost) => ReactNode;
}

/**
 * `/blog/:category/:postRef`: the article whose link rewrite is `postRef`
 * (rest/blogpostbylinkrewrite). Any failure of the lookup, a missing article included,
 * goes to the blog home, replacing the address (spec part 2, section 8). An article
 * reached under another category's slug moves to its own address, so it has one URL.
 */
export function ArticleScreen({ renderComments }: ArticleScreenProps) {
  const { category = '', postRef = '' } = useParams();
  const article = useBlogQuery('rest/blogpostbylinkrewrite', { link_rewrite: postRef });
  // The previous answer stands in only for this same article (a language change re-asks
  // for it); another article's must never show under this address.
  const answer = article.currentData ?? (article.data?.psdata.link_rewrite === postRef ? article.data : undefined);
  const post = answer?.psdata;

  if (article.isError || (answer && !post)) return <Navigate to={BLOG_PATH} replace state={exactQuery()} />;
  if (!post) return <ArticleSkeleton />;
  if (post.category_rewrite !== category) return <Navigate to={articleCanonicalPath(post)} replace state={exactQuery()} />;
  return <ArticleView post={post} comments={renderComments?.(post)} />;
}

/** The article's frame while it loads: breadcrumb, title, meta line, banner and text, at their final sizes. */
function ArticleSkeleton() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  return (
    <Container role="status" aria-busy="true" aria-label={t('blogArticle.loading')}>
      <Frame>
        <Skeleton width={260} height={14} />
        <Skeleton width="min(640px, 90%)" height={40} radius="md" />
        <Skeleton width={220} height={14} />
        <Banner>
          <Skeleton height="100%" radius="lg" />
        </Banner>
        <Skeleton lines={4} />
      </Frame>
    </Container>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};
`;

const Banner = styled.div`
  aspect-ratio: 5 / 3;

  > span {
    display: block;
    height: 100%;
  }
`;
