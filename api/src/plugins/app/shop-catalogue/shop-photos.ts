import path from 'node:path';
import { findRepoRoot } from '../../../config.ts';
import { openPhotoLibrary, readPhotoLibrary, type LibraryPhoto, type OpenPhotoLibrary } from '../../../lib/photo-library.ts';

/*
 * The shop's pictures, a photo library (lib/photo-library.ts): square packshots of the
 * products and the vouchers' card pictures, masters in api/assets/shop-photos listed in
 * its photos.json (written by api/scripts/draw-shop-photos.ts). The seed gives products
 * and vouchers pictures from it; GET /api/images/shop/{photo}.{format} renders them.
 */

/** product: a packshot; voucher: a gift card's picture. */
export type ShopPhotoKind = 'product' | 'voucher';

export interface ShopPhoto extends LibraryPhoto {
  kind: ShopPhotoKind;
  /** What it shows, in English (for people browsing the folder). */
  caption: string;
}

export const SHOP_PHOTOS_DIR = path.join(findRepoRoot(), 'api', 'assets', 'shop-photos');

const KINDS: readonly ShopPhotoKind[] = ['product', 'voucher'];

/** The shop's photos, sorted by id (read once per process; a bad entry throws). */
export function readShopPhotos(dir = SHOP_PHOTOS_DIR): readonly ShopPhoto[] {
  return readPhotoLibrary<ShopPhoto>(dir, (entry) => KINDS.includes(entry.kind as ShopPhotoKind) && typeof entry.caption === 'string', '{ id, kind, width, height, caption }');
}

/** The library read and every master checked against its id (the image route's, on start). */
export const openShopPhotos = (dir = SHOP_PHOTOS_DIR): OpenPhotoLibrary<ShopPhoto> => openPhotoLibrary(dir, readShopPhotos, 'redraw them with api/scripts/draw-shop-photos.ts');

/** The photo of the library whose id is `<name>-<hash>`; throws when the library has none. */
export function shopPhotoNamed(name: string, photos: readonly ShopPhoto[] = readShopPhotos()): ShopPhoto {
  const photo = photos.find((candidate) => candidate.id.slice(0, -9) === name);
  if (!photo) throw new Error(`the shop's photo library has no picture named ${name}; run api/scripts/draw-shop-photos.ts`);
  return photo;
}
