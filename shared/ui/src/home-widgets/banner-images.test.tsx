import { render } from '@testing-library/react';
import { ResponsiveImage } from '../responsive-image.tsx';
import { UiRoot } from '../ui-root.tsx';
import { addBannerImagePreloads, BANNER_IMAGE_SIZES, BANNER_IMAGE_WIDTHS, BANNER_WIDE_MEDIA, bannerImagePreloads } from './banner-images.ts';

const banner = { image: '/api/images/salons/interior-07/17_6.webp', image_mobile: '/api/images/salons/interior-07/5_3.webp' };

it('preloads the very AVIF URLs the banner picture picks, each for its own windows', () => {
  // The banner as the blog remote draws it (./HomeBanners).
  const { container } = render(
    <UiRoot>
      <ResponsiveImage
        src={banner.image_mobile}
        variant="5_3"
        wideSrc={banner.image}
        wideVariant="17_6"
        wideMedia={BANNER_WIDE_MEDIA}
        alt="Nowy salon"
        sizes={BANNER_IMAGE_SIZES}
        widths={BANNER_IMAGE_WIDTHS}
      />
    </UiRoot>,
  );
  const wideSource = container.querySelector(`source[type="image/avif"][media="${BANNER_WIDE_MEDIA}"]`)!;
  const phoneSource = container.querySelector('source[type="image/avif"]:not([media])')!;
  const [phone, wide] = bannerImagePreloads(banner);
  expect(phone).toEqual({ media: '(max-width: 719.98px)', type: 'image/avif', imageSrcset: phoneSource.getAttribute('srcset'), imageSizes: phoneSource.getAttribute('sizes') });
  expect(wide).toEqual({ media: BANNER_WIDE_MEDIA, type: 'image/avif', imageSrcset: wideSource.getAttribute('srcset'), imageSizes: wideSource.getAttribute('sizes') });
});

it('adds the links to <head> with a high priority and removes them again', () => {
  const remove = addBannerImagePreloads(banner);
  const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('fetchpriority', 'high');
  expect(links[0]).toHaveAttribute('imagesizes', BANNER_IMAGE_SIZES);
  remove();
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
});
