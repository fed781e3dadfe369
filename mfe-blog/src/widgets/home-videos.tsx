import '../i18n.ts';
import { HomeVideos } from '../features/home-videos/components/home-videos.tsx';

/**
 * The blog remote's `./HomeVideos`: the home page's videos (rest/getytlinks), each played only once clicked.
 * Default export: the shell loads it with React.lazy into a slot of its home page.
 */
export default function HomeVideosModule() {
  return <HomeVideos />;
}
