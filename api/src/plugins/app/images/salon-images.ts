import { IMAGE_VARIANT_RATIOS, type ImageFormat, type ImageVariant, type ImageWidth } from '@salon/contracts/catalog-api';
import { openSalonPhotos, type SalonPhoto } from '../../../lib/salon-photos.ts';
import { libraryImagesPlugin, type LibraryImages } from './renditions.ts';

/*
 * Salon pictures in the spec's ratio variants, rendered from the masters on first
 * request and kept on disk (renditions.ts): the set of renditions is closed (photos × 4
 * variants × 7 widths × 2 formats), so the cache is bounded.
 */

export interface RenditionRequest {
  photo: string;
  variant: ImageVariant;
  width: ImageWidth;
  format: ImageFormat;
}

export type SalonImages = LibraryImages<RenditionRequest>;

declare module 'fastify' {
  interface FastifyInstance {
    salonImages: SalonImages;
  }
}

/**
 * The output size of a variant at a requested width: the variant's ratio, as wide as
 * asked, but never wider than the largest box of that ratio the master holds (a
 * 9:11 crop of a 1800 × 1200 master is 982 × 1200, so `w=1280` gets 982 × 1200: still the
 * variant's shape, scaled by the browser, never upscaled here).
 */
export function renditionSize(master: { width: number; height: number }, variant: ImageVariant, width: number): { width: number; height: number } {
  const ratio = IMAGE_VARIANT_RATIOS[variant];
  const heightOf = (w: number) => Math.max(1, Math.round(w / ratio));
  let boxWidth = Math.min(master.width, Math.round(master.height * ratio));
  // Rounding may ask for a pixel more height than the master has.
  while (heightOf(boxWidth) > master.height) boxWidth -= 1;
  const outWidth = Math.min(width, boxWidth);
  return { width: outWidth, height: heightOf(outWidth) };
}

/** Renditions are kept under `<cacheDir>/salons/<photo>/<variant>-<width>.<format>`. */
export default libraryImagesPlugin<SalonPhoto, RenditionRequest>({
  decorator: 'salonImages',
  folder: 'salons',
  open: openSalonPhotos,
  rendition: (photo, request) => ({ name: `${request.variant}-${request.width}`, ...renditionSize(photo, request.variant, request.width) }),
});
