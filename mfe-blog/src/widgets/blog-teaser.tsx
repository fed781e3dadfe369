import '../i18n.ts';
import { BlogTeaser } from '../features/home-teaser/components/blog-teaser.tsx';

/**
 * The blog remote's `./BlogTeaser`: the home page's blog teaser, the 12 newest posts (rest/blogpost).
 * Default export: the shell loads it with React.lazy into a slot of its home page.
 */
export default function BlogTeaserModule() {
  return <BlogTeaser />;
}
