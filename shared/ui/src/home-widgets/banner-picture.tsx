import { ResponsiveImage } from '../responsive-image.tsx';
import { BANNER_IMAGE_SIZES, BANNER_IMAGE_WIDTHS, BANNER_WIDE_MEDIA, type BannerPictures } from './banner-images.ts';

export interface BannerPictureProps {
  banner: BannerPictures;
  /** The text alternative: the banner's title, or `""` where the title is not needed (a placeholder). */
  alt: string;
  /** The first banner, the home page's largest picture (its LCP): loaded at once, with a high priority. */
  first: boolean;
}

/**
 * A home-page banner's picture, drawn the same way by the blog remote's carousel and by
 * the shell's placeholder (and preloaded with the same URLs): the 5:3 `image_mobile` on
 * phones and the 17:6 `image` from 720 px, in AVIF or WebP at the column's width.
 */
export function BannerPicture({ banner, alt, first }: BannerPictureProps) {
  return (
    <ResponsiveImage
      src={banner.image_mobile}
      variant="5_3"
      wideSrc={banner.image}
      wideVariant="17_6"
      wideMedia={BANNER_WIDE_MEDIA}
      alt={alt}
      sizes={BANNER_IMAGE_SIZES}
      widths={BANNER_IMAGE_WIDTHS}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}
