import type { ImageWidth } from '@salon/contracts/catalog-api';
import { imageSrcSet } from '../responsive-image.tsx';

/*
 * How a home-page banner's picture is drawn, in one place for the blog remote that draws
 * it (`./HomeBanners`, through ResponsiveImage) and the shell that preloads the first one:
 * a preload helps only when its URLs are the very ones the `<picture>` picks.
 */

/** The widths offered: a 358 px phone column at 1× up to the 1102 px desktop column at about 1.5×. */
export const BANNER_IMAGE_WIDTHS: readonly ImageWidth[] = [480, 640, 960, 1280, 1600];
/** The content column's inner width: 1102 px on desktop, the window minus 24 or 16 px of padding on each side below. */
export const BANNER_IMAGE_SIZES = '(min-width: 1150px) 1102px, (min-width: 720px) calc(100vw - 48px), calc(100vw - 32px)';
/** Where the 17:6 `image` replaces the 5:3 `image_mobile` (the tablet breakpoint, as `media.up('tablet')`). */
export const BANNER_WIDE_MEDIA = '(min-width: 720px)';
/** The complement of `BANNER_WIDE_MEDIA` (as `media.down('tablet')`). */
export const BANNER_NARROW_MEDIA = '(max-width: 719.98px)';

/** The pictures of a banner (`BlogBanner` of the blog API). */
export interface BannerPictures {
  /** 17:6 variant URL, for wide screens. */
  image: string;
  /** 5:3 variant URL, for phones. */
  image_mobile: string;
}

/** The attributes of one `<link rel="preload" as="image">`. */
export interface ImagePreload {
  media: string;
  type: string;
  imageSrcset: string;
  imageSizes: string;
}

/**
 * The preloads of a banner's picture: the AVIF rendition the `<picture>` picks first,
 * 5:3 on phones and 17:6 from 720 px, each limited by `media` so a window fetches one.
 * AVIF only: a browser without it skips a typed preload, and one that has it would
 * fetch a WebP preload it never uses.
 */
export function bannerImagePreloads(banner: BannerPictures): ImagePreload[] {
  const preload = (url: string, media: string): ImagePreload => ({
    media,
    type: 'image/avif',
    imageSrcset: imageSrcSet(url, 'avif', BANNER_IMAGE_WIDTHS),
    imageSizes: BANNER_IMAGE_SIZES,
  });
  return [preload(banner.image_mobile, BANNER_NARROW_MEDIA), preload(banner.image, BANNER_WIDE_MEDIA)];
}

/**
 * Adds the preloads of a banner's picture to `<head>` and returns what removes them.
 * High priority: the first banner is the home page's largest picture (its LCP).
 */
export function addBannerImagePreloads(banner: BannerPictures, doc: Document = document): () => void {
  const links = bannerImagePreloads(banner).map(({ media, type, imageSrcset, imageSizes }) => {
    const link = doc.createElement('link');
    const attributes = { rel: 'preload', as: 'image', type, media, imagesrcset: imageSrcset, imagesizes: imageSizes, fetchpriority: 'high' };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    doc.head.appendChild(link);
    return link;
  });
  return () => links.forEach((link) => link.remove());
}
