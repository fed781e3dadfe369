import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@salon/ui';
import { BLOG_SLIDER_MEDIA, BlogSliderSkeleton, CARD_ROW_IMAGE_SIZES } from '@salon/ui/home-widgets';
import { useBlogRead } from '../../../api/blog-read.ts';
import { CardScroller } from '../../../components/card-scroller.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';

/**
 * The promoted posts, at most 12 (rest/blogpromotedpost). Not rest/blogsuggestedpost:
 * asked without a category it answers the newest posts, the very ones the teaser above
 * shows, where the promoted posts are the editors' own picks.
 */
const SLIDER_QUERY = { numberOfResults: 12 };

/**
 * The home page's suggested-posts slider, on windows narrower than 789 px only (wider
 * ones show nothing and ask nothing): a row of post cards that scrolls sideways. Its
 * failure is ignored (spec: suggested-article failure is ignored), as is an empty answer.
 */
export function BlogSlider() {
  const narrow = useMediaQuery(BLOG_SLIDER_MEDIA);
  return narrow ? <PromotedPosts /> : null;
}

function PromotedPosts() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { data, isLoading } = useBlogRead('rest/blogpromotedpost', SLIDER_QUERY);
  if (isLoading) return <BlogSliderSkeleton />;
  const posts = data?.psdata ?? [];
  if (posts.length === 0) return null;
  return (
    <CardScroller title={t('homeTeaser.sliderTitle')} previousLabel={t('homeTeaser.sliderPrevious')} nextLabel={t('homeTeaser.sliderNext')}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={3} imageSizes={CARD_ROW_IMAGE_SIZES} />
        </li>
      ))}
    </CardScroller>
  );
}
