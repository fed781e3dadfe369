import styled, { css } from 'styled-components';
import { BLOG_SLIDER_MAX_WIDTH } from '@salon/contracts/blog-api';
import { media } from '../theme.ts';

/*
 * The boxes of the home page's widgets (the blog remote's `./HomeBanners`,
 * `./HomeVideos`, `./BlogTeaser` and `./BlogSlider`). The remote draws its content in
 * them and the skeletons beside this file draw placeholders in them, so the shell can
 * reserve a widget's exact box before the remote's code has arrived (no layout shift).
 * Every height here is fixed or follows from the width (aspect-ratio): nothing depends
 * on the content's length.
 */

/**
 * Where the suggested-posts slider shows: windows narrower than 789 px (spec part 2).
 * The shell mounts `./BlogSlider` only there, and the widget itself draws nothing wider.
 */
export const BLOG_SLIDER_MEDIA = `(max-width: ${BLOG_SLIDER_MAX_WIDTH - 0.02}px)`;

/**
 * The caption band under a banner's picture, as a CSS length: three lines of small text
 * on phones, two lines from the tablet breakpoint (`BannerFrame` sets it).
 */
export const BANNER_CAPTION_HEIGHT = 'var(--banner-caption-height)';
/** A widget's header row: the heading and, on the right, its buttons (44 px targets). */
export const SECTION_HEADER_HEIGHT = '44px';
/** The row under the teaser's grid with the "all articles" link. */
export const TEASER_FOOTER_HEIGHT = '44px';

/** One widget of the home page: a section whose height is fixed by its width. */
export const HomeWidgetSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The heading row of a widget: its `<h2>` and optional buttons, one fixed-height line. */
export const HomeWidgetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  height: ${SECTION_HEADER_HEIGHT};
`;

/** The widget's `<h2>`: one line, cut with an ellipsis rather than wrapping to a second one. */
export const HomeWidgetTitle = styled.h2`
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The banner strip's frame: rounded, clipping its slides. */
export const BannerFrame = styled.div`
  --banner-caption-height: 72px;
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${media.up('tablet')} {
    --banner-caption-height: 60px;
  }
`;

/** The picture's box: 5:3 on phones (`image_mobile`), 17:6 from the tablet breakpoint (`image`). */
export const bannerPictureBox = css`
  aspect-ratio: 5 / 3;
  ${media.up('tablet')} {
    aspect-ratio: 17 / 6;
  }
`;

/**
 * The caption band: the banner's title in a band of fixed height, on three lines of small
 * text at most on phones and two lines of body text from the tablet breakpoint (the
 * text inside clamps itself to `--banner-caption-lines`).
 */
export const BannerCaption = styled.span`
  --banner-caption-lines: 3;
  display: flex;
  align-items: center;
  height: ${BANNER_CAPTION_HEIGHT};
  padding-inline: ${({ theme }) => theme.space.md};
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};

  ${media.up('tablet')} {
    --banner-caption-lines: 2;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
`;

/** The banner's title in the caption band, clamped to the band's lines. */
export const BannerCaptionText = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--banner-caption-lines);
  line-clamp: var(--banner-caption-lines);
`;

/**
 * The scrolling box of a row of cards (`CardRow`), moved sideways by a swipe, the arrow
 * keys (it is focusable) or the header's buttons. Its scrollbar is hidden: it would add
 * a height only when the row overflows, so the box would change with the number of cards.
 */
export const CardRowViewport = styled.div`
  /* Contains the cards' absolutely positioned pieces (screen-reader-only text): placed
     against the page instead, those far along the row would widen the whole page. */
  position: relative;
  /* Room for the cards' focus rings, which the scrolling box would clip. */
  margin: -6px;
  padding: 6px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 6px;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * One row of cards whatever their number, so its height is known before they load: most
 * of a card on phones with the next one peeking in, two from the tablet breakpoint,
 * three on desktop.
 */
export const CardRow = styled.ul`
  display: grid;
  grid-auto-columns: 82%;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  > * {
    min-width: 0;
    scroll-snap-align: start;
  }

  ${media.up('tablet')} {
    grid-auto-columns: calc((100% - ${({ theme }) => theme.space.md}) / 2);
  }
  ${media.up('desktop')} {
    grid-auto-columns: calc((100% - 2 * ${({ theme }) => theme.space.md}) / 3);
  }
`;

/** A video card's title under its thumbnail: two lines at most, always two lines high. */
export const VideoTitleBox = styled.span`
  display: block;
  height: calc(2em * ${({ theme }) => theme.typography.lineHeights.snug});
  margin: ${({ theme }) => theme.space.xs} 0 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

/** The 5:3 box of a video's thumbnail, and of its player once it plays. */
export const videoBox = css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 5 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
`;

/** The teaser's grid of 12 posts: 1 column on phones, 2 from 540 px, 3 from 720 px, 4 on desktop (12 fills every one). */
export const TeaserGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('tablet')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('desktop')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * How wide a teaser card's banner is drawn in `TeaserGrid` (inside the 1150 px content
 * column with its 16/24 px side padding).
 */
export const TEASER_IMAGE_SIZES =
  '(min-width: 1150px) 264px, (min-width: 720px) calc((100vw - 80px) / 3), (min-width: 540px) calc(50vw - 24px), calc(100vw - 32px)';

/** How wide a card of `CardRow` is drawn (82 % of the column on phones, half, then a third). */
export const CARD_ROW_IMAGE_SIZES =
  '(min-width: 1150px) 357px, (min-width: 720px) calc(50vw - 32px), calc(82vw - 26px)';

/** The row under the teaser's grid, holding the link to the blog. */
export const TeaserFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${TEASER_FOOTER_HEIGHT};
`;
