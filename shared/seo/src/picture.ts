import { IMAGE_VARIANT_RATIOS, imageRendition } from '@salon/contracts/catalog-api';
import type { PageImage } from './page-head.ts';

/** The width of a link preview's picture: large cards want 1200 px or more, and the image route renders 1280. */
const PREVIEW_WIDTH = 1280;

/**
 * A 5:3 picture of the image route (a salon's, an article's banner, an offer's salon) as
 * a page's link preview (`og:image`): 1280 px wide in WebP (1280×768), with its size,
 * which previews lay the card out by, and what it shows.
 */
export function previewPicture(variantUrl: string, alt: string): PageImage {
  return {
    url: imageRendition(variantUrl, { width: PREVIEW_WIDTH, format: 'webp' }),
    width: PREVIEW_WIDTH,
    height: Math.round(PREVIEW_WIDTH / IMAGE_VARIANT_RATIOS['5_3']),
    alt,
    type: 'image/webp',
  };
}
