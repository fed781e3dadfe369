import { useBlogQuery } from '../../../api/get-blog.ts';
import { VideoPlayer } from '../../../components/video-player.tsx';

/** The article column's width: the whole screen on phones, at most 720 px beside the side column. */
const PLAYER_SIZES = '(min-width: 1150px) 720px, (min-width: 720px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The article's video: the entry of rest/getytlinks whose id is the article's
 * `video_code`. Nothing while the list loads, when it fails, or when no entry matches:
 * the article reads fine without it.
 */
export function ArticleVideo({ videoCode }: { videoCode: string }) {
  const { data } = useBlogQuery('rest/getytlinks');
  const video = data?.psdata.find((entry) => entry.id === videoCode);
  return video ? <VideoPlayer video={video} imageSizes={PLAYER_SIZES} /> : null;
}
