import '../i18n.ts';
import { BlogSlider } from '../features/home-teaser/components/blog-slider.tsx';

/**
 * The blog remote's `./BlogSlider`: the home page's suggested-posts slider, shown below 789 px (rest/blogpromotedpost).
 * Default export: the shell loads it with React.lazy into a slot of its home page.
 */
export default function BlogSliderModule() {
  return <BlogSlider />;
}
