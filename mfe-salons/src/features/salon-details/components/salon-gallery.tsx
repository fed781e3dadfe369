import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMAGE_VARIANT_RATIOS, type ImageWidth } from '@salon/contracts/catalog-api';
import { media, ResponsiveImage, useMediaQuery } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { gallerySlides, type GalleryVariant } from '../lib/gallery-slides.ts';

/*
 * The swiper code (and its CSS) is not in the page's first JavaScript: the first photo,
 * the page's largest paint, is a plain image at once, and the carousel replaces it in
 * the same box once that photo has loaded.
 */
const GallerySwiper = lazy(() => import('./gallery-swiper.tsx'));

/** One picture of the gallery. */
export interface GallerySlide {
  src: string;
  alt: string;
}

/** What the static first slide and the carousel both draw, so one can replace the other without a shift. */
export interface GalleryFrameProps {
  slides: GallerySlide[];
  variant: GalleryVariant;
  sizes: string;
  widths: readonly ImageWidth[];
}

/** How wide the gallery is drawn: the 5:3 frame sits in the wider column on desktops, the 17:6 one spans the page. */
const SIZES: Record<GalleryVariant, string> = {
  '5_3': '(min-width: 1150px) 642px, 100vw',
  '17_6': '(min-width: 1150px) 1102px, 100vw',
};
const WIDTHS: readonly ImageWidth[] = [480, 640, 960, 1280, 1600];

/**
 * The salon's photos (spec part 2, "Info section"): at most five, in a 5:3 frame on
 * phones and in the alternative 17:6 set on wide screens when the salon has one. One
 * photo is just an image; more become a carousel with arrows, loop, keyboard and swipe.
 */
export function SalonGallery({ salonName, images, images_17_6 }: { salonName: string } & Parameters<typeof gallerySlides>[0]) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const wideScreen = useMediaQuery(media.up('tablet'));
  const { variant, sources } = gallerySlides({ images, images_17_6 }, wideScreen);
  const count = sources.length;
  const slides = sources.map((src, index) => ({ src, alt: t('salonDetails.gallery.photoAlt', { salon: salonName, index: index + 1, count }) }));
  const frame: GalleryFrameProps = { slides, variant, sizes: SIZES[variant], widths: WIDTHS };
  const firstLoaded = useFirstImageLoaded(count > 1);
  if (count === 0) return null;

  const staticSlide = <StaticFirstSlide {...frame} />;
  return (
    <Region aria-label={t('salonDetails.gallery.label', { salon: salonName })}>
      <Frame ref={firstLoaded.ref} $ratio={IMAGE_VARIANT_RATIOS[variant]}>
        {firstLoaded.done ? (
          <KeepOnError fallback={staticSlide}>
            <Suspense fallback={staticSlide}>
              <GallerySwiper {...frame} />
            </Suspense>
          </KeepOnError>
        ) : (
          staticSlide
        )}
      </Frame>
    </Region>
  );
}

/** The first photo, eager and fetched first: it is the page's largest paint (LCP). */
function StaticFirstSlide({ slides, variant, sizes, widths }: GalleryFrameProps) {
  const first = slides[0];
  if (!first) return null;
  return <ResponsiveImage src={first.src} variant={variant} alt={first.alt} sizes={sizes} widths={widths} loading="eager" fetchPriority="high" />;
}

/**
 * True once the first photo in the frame has loaded (or failed: the carousel still
 * helps with the others). Load events do not bubble, so the frame listens in the capture
 * phase; a photo already in the cache is complete before the listener exists.
 */
function useFirstImageLoaded(wanted: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!wanted || done || !frame) return undefined;
    const image = frame.querySelector('img');
    // Already loaded (or failed) from the cache: no event will come.
    if (image?.complete) {
      setDone(true);
      return undefined;
    }
    const finish = () => setDone(true);
    frame.addEventListener('load', finish, true);
    frame.addEventListener('error', finish, true);
    return () => {
      frame.removeEventListener('load', finish, true);
      frame.removeEventListener('error', finish, true);
    };
  }, [wanted, done]);
  return { ref, done };
}

/** Keeps the static photo when the carousel's code cannot be loaded (offline, a new deploy). */
class KeepOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Region = styled.section`
  min-width: 0;
`;

/** The photo's final box from the first render: the carousel later fills the same box. */
const Frame = styled.div<{ $ratio: number }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;
