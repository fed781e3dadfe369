import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOG_TEASER_SIZE } from '@salon/contracts/blog-api';
import { Button, RetryAlert } from '@salon/ui';
import {
  BlogTeaserSkeleton,
  HomeWidgetHeader,
  HomeWidgetSection,
  HomeWidgetTitle,
  TEASER_IMAGE_SIZES,
  TeaserFooter,
  TeaserGrid,
} from '@salon/ui/home-widgets';
import { useBlogRead } from '../../../api/blog-read.ts';
import { PostCard } from '../../../components/post-card.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH } from '../../../lib/blog-paths.ts';

/** The teaser asks for the newest posts, 12 of them (spec part 2: "the home page fetches 12 posts"). */
const TEASER_QUERY = { resultsPerPage: BLOG_TEASER_SIZE };

/**
 * The home page's blog teaser: the 12 newest posts as cards (rest/blogpost), then a link
 * to the blog. While they load, the skeleton of the same grid; when the call fails, a
 * short message and a retry in place of the grid, the rest of the page untouched; with
 * no post at all, nothing.
 */
export function BlogTeaser() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useBlogRead('rest/blogpost', TEASER_QUERY);
  if (isLoading) return <BlogTeaserSkeleton count={BLOG_TEASER_SIZE} />;
  const posts = data?.psdata ?? [];
  if (!isError && posts.length === 0) return null;
  return (
    <HomeWidgetSection aria-labelledby={titleId}>
      <HomeWidgetHeader>
        <HomeWidgetTitle id={titleId}>{t('homeTeaser.title')}</HomeWidgetTitle>
      </HomeWidgetHeader>
      {isError ? (
        <RetryAlert message={t('homeTeaser.failed')} onRetry={() => void refetch()} />
      ) : (
        <>
          <TeaserGrid>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={3} imageSizes={TEASER_IMAGE_SIZES} />
              </li>
            ))}
          </TeaserGrid>
          <TeaserFooter>
            <Button as={Link} to={BLOG_PATH} variant="secondary">
              {t('homeTeaser.allArticles')}
            </Button>
          </TeaserFooter>
        </>
      )}
    </HomeWidgetSection>
  );
}
