import 'swiper/swiper.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ChevronRightIcon, IconButton, ResponsiveImage, useMediaQuery } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import type { GalleryFrameProps } from './salon-gallery.tsx';

/** The spec's default slide animation (part 2, section 9). */
const SLIDE_MS = 300;

/**
 * The carousel of the salon's photos, loaded on demand by `SalonGallery` (default
 * export for React.lazy). It fills the same box as the static first photo it replaces.
 * Loops; arrows, the keyboard's arrow keys (while the gallery is on screen) and swipes
 * move it; each slide is a labelled group ("2 of 5"); no animation for visitors who ask
 * for reduced motion.
 */
export default function GallerySwiper({ slides, variant, sizes, widths }: GalleryFrameProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const wrapperId = `gallery-${useId().replace(/:/g, '')}`;
  const count = slides.length;

  return (
    <Carousel>
      <Swiper
        modules={[A11y, Keyboard]}
        loop
        speed={reducedMotion ? 0 : SLIDE_MS}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          id: wrapperId,
          itemRoleDescriptionMessage: t('salonDetails.gallery.slide'),
          // Each slide is labelled below from our own copy ("2 z 5"), not Swiper's English default.
          slideLabelMessage: '',
        }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setCurrent(instance.realIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.src} role="group" aria-label={t('salonDetails.gallery.slideLabel', { index: index + 1, count })}>
            <ResponsiveImage
              src={slide.src}
              variant={variant}
              alt={slide.alt}
              sizes={sizes}
              widths={widths}
              // The first photo is the one the static slide already loaded; the others wait until needed.
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <Arrow $side="left" aria-label={t('salonDetails.gallery.previous')} aria-controls={wrapperId} variant="secondary" onClick={() => swiper?.slidePrev()}>
        <ChevronRightIcon style={{ transform: 'rotate(180deg)' }} />
      </Arrow>
      <Arrow $side="right" aria-label={t('salonDetails.gallery.next')} aria-controls={wrapperId} variant="secondary" onClick={() => swiper?.slideNext()}>
        <ChevronRightIcon />
      </Arrow>
      <Counter aria-hidden="true">
        {current + 1} / {count}
      </Counter>
    </Carousel>
  );
}

const Carousel = styled.div`
  position: absolute;
  inset: 0;

  .swiper {
    width: 100%;
    height: 100%;
  }

  /* Swiper's live region for screen readers; its own CSS for it is not loaded. */
  .swiper-notification {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
    opacity: 0;
    z-index: -1000;
  }
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'left' ? `left: ${theme.space.sm};` : `right: ${theme.space.sm};`)}
  z-index: 2;
  transform: translateY(-50%);
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Counter = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: 2;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
