import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CARD_ROW_IMAGE_SIZES, HomeVideosSkeleton, VideoTitleBox } from '@salon/ui/home-widgets';
import { useBlogRead } from '../../../api/blog-read.ts';
import { CardScroller } from '../../../components/card-scroller.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { videoSource } from '../../../lib/video-source.ts';

/**
 * The home page's videos (rest/getytlinks): a row of thumbnails with their titles, each
 * turned into its player in place when clicked (`VideoPlayer`: nothing of the video
 * and no third-party frame before the click). The skeleton of the same row while they
 * load; nothing when the call fails or no video can play here.
 */
export function HomeVideos() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { data, isLoading } = useBlogRead('rest/getytlinks');
  if (isLoading) return <HomeVideosSkeleton />;
  // A link the player cannot play would leave an empty card: such videos are left out.
  const videos = (data?.psdata ?? []).filter((video) => videoSource(video.link) !== null);
  if (videos.length === 0) return null;
  return (
    <CardScroller title={t('homeVideos.title')} previousLabel={t('homeVideos.previous')} nextLabel={t('homeVideos.next')}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoPlayer video={video} imageSizes={CARD_ROW_IMAGE_SIZES} />
          <VideoTitleBox as="h3">
            <Title>{video.title}</Title>
          </VideoTitleBox>
        </li>
      ))}
    </CardScroller>
  );
}

const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;
