import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../skeleton.tsx';
import type { BannerPictures } from './banner-images.ts';
import { BannerPicture } from './banner-picture.tsx';
import {
  BannerCaption,
  BannerCaptionText,
  BannerFrame,
  bannerPictureBox,
  CardRow,
  CardRowViewport,
  HomeWidgetHeader,
  HomeWidgetSection,
  TeaserFooter,
  TeaserGrid,
  VideoTitleBox,
  videoBox,
} from './layout.ts';

/*
 * The placeholders of the home page's widgets, drawn in the same boxes as the widgets
 * (layout.ts): the shell shows them while the blog remote's code loads, the remote while
 * its data loads. Each is one `role="status"` region announced once as loading.
 */

const PictureBox = styled.div`
  ${bannerPictureBox}
  background: ${({ theme }) => theme.colors.skeleton};
`;

const VideoBox = styled.div`
  ${videoBox}
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** A line of text's height (`height`), with a thinner bar in it, as text sits in its line. */
const LineBox = styled.span<{ $height: string }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: ${({ $height }) => $height};
`;

function TextLine({ lineHeight, width = '100%' }: { lineHeight: string; width?: string }) {
  return (
    <LineBox $height={lineHeight} aria-hidden="true">
      <Skeleton width={width} height="0.75em" />
    </LineBox>
  );
}

/** The loading region's frame: a status announced once by its label. */
function useLoadingLabel(): string {
  const { t } = useTranslation('common');
  return t('loading');
}

/** The first banner, when the host knows it before the banners' own code has loaded. */
export interface HomeBannersSkeletonProps {
  first?: BannerPictures & { title: string };
}

/**
 * The banner strip while it loads: the picture's box (5:3, 17:6 from 720 px) and the
 * caption band. Given the `first` banner (the shell asks for the banners while the
 * remote loads), it shows that banner's picture and title already, exactly where the
 * carousel will draw them: the page's largest picture paints without waiting for the
 * remote's code, and nothing moves or flashes when the carousel replaces it.
 */
export function HomeBannersSkeleton({ first }: HomeBannersSkeletonProps) {
  const label = useLoadingLabel();
  return (
    <BannerFrame role="status" aria-label={label} aria-busy="true">
      {first ? <BannerPicture banner={first} alt="" first /> : <PictureBox />}
      <BannerCaption>
        {first ? <BannerCaptionText aria-hidden="true">{first.title}</BannerCaptionText> : <Skeleton width="min(60%, 420px)" height="0.9em" />}
      </BannerCaption>
    </BannerFrame>
  );
}

function HeaderPlaceholder() {
  return (
    <HomeWidgetHeader>
      <Skeleton width="min(50%, 240px)" height="1.1em" radius="md" />
    </HomeWidgetHeader>
  );
}

/** The videos row while it loads: its heading and three cards (the row shows at most three at once). */
export function HomeVideosSkeleton() {
  const label = useLoadingLabel();
  return (
    <HomeWidgetSection role="status" aria-label={label} aria-busy="true">
      <HeaderPlaceholder />
      <CardRowViewport>
        <CardRow as="div">
          {[0, 1, 2].map((i) => (
            <div key={i}>
              <VideoBox />
              <VideoTitleBox>
                <TextLine lineHeight="1.35em" />
                <TextLine lineHeight="1.35em" width="60%" />
              </VideoTitleBox>
            </div>
          ))}
        </CardRow>
      </CardRowViewport>
    </HomeWidgetSection>
  );
}

const CardPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardBanner = styled.div`
  aspect-ratio: 5 / 3;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const TitleLines = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

/**
 * A post card (the blog's PostCard) while it loads: the 5:3 banner, the category, a
 * title of two lines, the date and a lead of three lines, at the card's line heights.
 */
export function PostCardPlaceholder() {
  return (
    <CardPlaceholder aria-hidden="true">
      <CardBanner />
      <CardBody>
        <TextLine lineHeight="1.5em" width="35%" />
        <TitleLines>
          <TextLine lineHeight="1.35em" />
          <TextLine lineHeight="1.35em" width="70%" />
        </TitleLines>
        <TextLine lineHeight="1.5em" width="45%" />
        <div>
          <TextLine lineHeight="1.5em" />
          <TextLine lineHeight="1.5em" />
          <TextLine lineHeight="1.5em" width="55%" />
        </div>
      </CardBody>
    </CardPlaceholder>
  );
}

/** The blog teaser while it loads: its heading, `count` post cards in the teaser grid, the link row. */
export function BlogTeaserSkeleton({ count }: { count: number }) {
  const label = useLoadingLabel();
  return (
    <HomeWidgetSection role="status" aria-label={label} aria-busy="true">
      <HeaderPlaceholder />
      <TeaserGrid as="div">
        {Array.from({ length: count }, (_, i) => (
          <PostCardPlaceholder key={i} />
        ))}
      </TeaserGrid>
      <TeaserFooter>
        <Skeleton width={200} height={20} />
      </TeaserFooter>
    </HomeWidgetSection>
  );
}

/** The suggested-posts slider while it loads: its heading and a row of post cards. */
export function BlogSliderSkeleton() {
  const label = useLoadingLabel();
  return (
    <HomeWidgetSection role="status" aria-label={label} aria-busy="true">
      <HeaderPlaceholder />
      <CardRowViewport>
        <CardRow as="div">
          {[0, 1, 2].map((i) => (
            <PostCardPlaceholder key={i} />
          ))}
        </CardRow>
      </CardRowViewport>
    </HomeWidgetSection>
  );
}
