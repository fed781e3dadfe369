import type { ShopImageFormat, ShopImageWidth } from '@salon/contracts/shop-api';
import { libraryImagesPlugin, type LibraryImages } from '../images/renditions.ts';
import { openShopPhotos, type ShopPhoto } from './shop-photos.ts';

/*
 * The shop's pictures (shop-photos.ts) rendered on request by the image pipeline the
 * salon pictures use (images/renditions.ts): square, scaled to one of SHOP_IMAGE_WIDTHS,
 * never past the master.
 */

export interface ShopImageRequest {
  photo: string;
  width: ShopImageWidth;
  format: ShopImageFormat;
}

declare module 'fastify' {
  interface FastifyInstance {
    shopImages: LibraryImages<ShopImageRequest>;
  }
}

/** The master's shape at the asked width, never wider than the master. */
function squareRendition(photo: ShopPhoto, request: ShopImageRequest) {
  const width = Math.min(request.width, photo.width);
  return { name: `w${request.width}`, width, height: Math.round((width * photo.height) / photo.width) };
}

/** Renditions are kept under `<cacheDir>/shop/<photo>/w<width>.<format>`. */
export default libraryImagesPlugin<ShopPhoto, ShopImageRequest>({ decorator: 'shopImages', folder: 'shop', open: openShopPhotos, rendition: squareRendition });
