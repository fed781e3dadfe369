import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogBanner } from '@salon/contracts/blog-api';
import { ChevronRightIcon, IconButton, useMediaQuery, VisuallyHidden } from '@salon/ui';
import { BANNER_CAPTION_HEIGHT, BannerFrame } from '@salon/ui/home-widgets';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BannerSlide } from './banner-slide.tsx';

export interface BannerCarouselProps {
  /** At least two banners; one is drawn without carousel controls (`HomeBanners`). */
  banners: BlogBanner[];
}

/**
 * The banners, one at a time, in a row that scrolls sideways with snapping: a swipe, a
 * trackpad, the previous and next buttons (which wrap around) or a dot moves it, and
 * a link tabbed to scrolls into view. It never moves by itself (WCAG 2.2.2), so there
 * is nothing to pause. A carousel region of labelled slides ("2 z 3", WAI-ARIA APG);
 * a move made with the buttons is announced politely. No carousel library: the browser's
 * scroll snapping does the work, which keeps the home page's first load small.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const trackRef = useRef<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = banners.length;
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The slide in view follows the scroll position, however it moved (swipe, focus, buttons).
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    });
  }, [count]);

  const goTo = (index: number) => {
    const target = (index + count) % count;
    const track = trackRef.current;
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    setCurrent(target);
    setAnnouncement(t('homeBanners.shown', { index: target + 1, count, title: banners[target]!.title }));
  };

  return (
    <BannerFrame as="section" aria-roledescription={t('homeBanners.carousel')} aria-label={t('homeBanners.label')}>
      <Track ref={trackRef} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <Slide
            key={banner.id}
            role="group"
            aria-roledescription={t('homeBanners.slideRole')}
            aria-label={t('homeBanners.slide', { index: index + 1, count })}
          >
            <BannerSlide banner={banner} first={index === 0} />
          </Slide>
        ))}
      </Track>
      <Controls>
        <Arrow aria-label={t('homeBanners.previous')} variant="secondary" onClick={() => goTo(current - 1)}>
          <ChevronRightIcon style={{ transform: 'rotate(180deg)' }} />
        </Arrow>
        <Dots>
          {banners.map((banner, index) => (
            <Dot
              key={banner.id}
              type="button"
              aria-label={t('homeBanners.goTo', { index: index + 1, count })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </Dots>
        <Arrow aria-label={t('homeBanners.next')} variant="secondary" onClick={() => goTo(current + 1)}>
          <ChevronRightIcon />
        </Arrow>
      </Controls>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </BannerFrame>
  );
}

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

/** Over the picture only (not the caption band): the arrows at its sides, the dots at its foot. */
const Controls = styled.div`
  position: absolute;
  inset: 0 0 ${BANNER_CAPTION_HEIGHT} 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

const Arrow = styled(IconButton)`
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Dots = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space.sm};
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(-50%);
`;

/** A 24 px target (WCAG 2.5.8) around a 10 px dot, filled for the banner in view. */
const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;
