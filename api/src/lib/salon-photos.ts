import path from 'node:path';
import type { ImageVariant, SalonImage } from '@salon/contracts/catalog-api';
import { findRepoRoot } from '../config.ts';
import { openPhotoLibrary, readPhotoLibrary, verifyPhotoLibrary, type LibraryPhoto, type OpenPhotoLibrary } from './photo-library.ts';

/*
 * The library of salon pictures (a photo library, see photo-library.ts): master images in
 * api/assets/salon-photos, listed in its photos.json (written by
 * api/scripts/draw-salon-photos.ts or import-salon-photos.ts). The seed gives salons
 * pictures from it; the image route renders them.
 */

/** salon: a hair salon; barber: a barbershop; mobile: services at the customer's place. */
export type SalonPhotoKind = 'salon' | 'barber' | 'mobile';

export interface SalonPhoto extends LibraryPhoto {
  kind: SalonPhotoKind;
  /** A wide picture composed for the 17:6 frame (the salons' alternative set). */
  panorama: boolean;
  /** What it shows, in English. */
  caption: string;
}

export const SALON_PHOTOS_DIR = path.join(findRepoRoot(), 'api', 'assets', 'salon-photos');
/** Where the API serves them: `/api/images/salons/{photo}/{variant}.{format}`. */
export const SALON_IMAGES_PATH = '/api/images/salons';

const KINDS: readonly SalonPhotoKind[] = ['salon', 'barber', 'mobile'];

/**
 * The photos of the library in `dir`, by id, as photos.json lists them (read once per
 * process). Throws on an entry that is not well formed, so a bad edit stops the start.
 */
export function readSalonPhotos(dir = SALON_PHOTOS_DIR): readonly SalonPhoto[] {
  return readPhotoLibrary<SalonPhoto>(
    dir,
    (entry) => KINDS.includes(entry.kind as SalonPhotoKind) && typeof entry.panorama === 'boolean' && typeof entry.caption === 'string',
    '{ id, kind, panorama, width, height, caption }',
  );
}

const HOW_TO_ADD = 'add pictures with api/scripts/import-salon-photos.ts';

/** Checks that every listed master exists and still has the content its id names (see verifyPhotoLibrary). */
export function verifySalonPhotos(photos: readonly SalonPhoto[], dir = SALON_PHOTOS_DIR): void {
  verifyPhotoLibrary(photos, dir, HOW_TO_ADD);
}

/** The library read and every master checked against its id (the image route's, on start). */
export const openSalonPhotos = (dir = SALON_PHOTOS_DIR): OpenPhotoLibrary<SalonPhoto> => openPhotoLibrary(dir, readSalonPhotos, HOW_TO_ADD);

const VARIANTS: readonly ImageVariant[] = ['5_3', '9_11', '17_6', 'mini'];

/** The four variant URLs of a photo, each its default rendition (WebP, 640 wide). */
export function salonImage(photoId: string): SalonImage {
  const url = (variant: ImageVariant) => `${SALON_IMAGES_PATH}/${photoId}/${variant}.webp`;
  return Object.fromEntries(VARIANTS.map((variant) => [variant, url(variant)])) as SalonImage;
}
