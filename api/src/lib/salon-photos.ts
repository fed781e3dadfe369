import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageVariant, SalonImage } from '@salon/contracts/catalog-api';
import { findRepoRoot } from '../config.ts';

/*
 * The library of salon pictures: master images in api/assets/salon-photos, listed in
 * its photos.json (written by api/scripts/draw-salon-photos.ts or
 * import-salon-photos.ts). The seed gives salons pictures from it; the image route
 * renders them. A photo's id ends with a hash of its master, so a changed master is a
 * new id and its URLs can be cached for good.
 */

/** salon: a hair salon; barber: a barbershop; mobile: services at the customer's place. */
export type SalonPhotoKind = 'salon' | 'barber' | 'mobile';

export interface SalonPhoto {
  /** `<name>-<first 8 hex digits of the master's SHA-256>`, e.g. `interior-07-3fa2c1d0`. */
  id: string;
  kind: SalonPhotoKind;
  /** A wide picture composed for the 17:6 frame (the salons' alternative set). */
  panorama: boolean;
  width: number;
  height: number;
  /** What it shows, in English. */
  caption: string;
}

export const SALON_PHOTOS_DIR = path.join(findRepoRoot(), 'api', 'assets', 'salon-photos');
export const SALON_PHOTOS_MANIFEST = 'photos.json';
/** Where the API serves them: `/api/images/salons/{photo}/{variant}.{format}`. */
export const SALON_IMAGES_PATH = '/api/images/salons';

/** A photo id: a lower-case slug, a dash, 8 hex digits. Nothing else reaches the file system. */
export const PHOTO_ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{8}$';
const PHOTO_ID = new RegExp(PHOTO_ID_PATTERN);
const KINDS: readonly SalonPhotoKind[] = ['salon', 'barber', 'mobile'];

/** The first 8 hex digits of the SHA-256 of a master. */
export const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 8);

/** The id of a master named `name` with this content. */
export function photoIdFor(name: string, content: Buffer): string {
  const id = `${name}-${contentHash(content)}`;
  if (!PHOTO_ID.test(id) || id.length > 80) throw new Error(`salon photo name "${name}": use lower-case letters, digits and dashes`);
  return id;
}

export const masterFile = (dir: string, id: string) => path.join(dir, `${id}.webp`);

const libraries = new Map<string, readonly SalonPhoto[]>();

/**
 * The photos of the library in `dir`, by id, as photos.json lists them (read once per
 * process). Throws on an entry that is not well formed, so a bad edit stops the start.
 */
export function readSalonPhotos(dir = SALON_PHOTOS_DIR): readonly SalonPhoto[] {
  const known = libraries.get(dir);
  if (known) return known;
  const file = path.join(dir, SALON_PHOTOS_MANIFEST);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { photos?: unknown };
  if (!Array.isArray(manifest.photos)) throw new Error(`${file}: no "photos" list`);
  const photos = manifest.photos.map((entry: Partial<SalonPhoto>, i) => {
    const ok =
      typeof entry.id === 'string' && PHOTO_ID.test(entry.id) &&
      KINDS.includes(entry.kind as SalonPhotoKind) &&
      typeof entry.panorama === 'boolean' &&
      Number.isInteger(entry.width) && Number.isInteger(entry.height) &&
      typeof entry.caption === 'string';
    if (!ok) throw new Error(`${file}: photo ${i} is not { id, kind, panorama, width, height, caption }`);
    return entry as SalonPhoto;
  });
  const sorted = Object.freeze([...photos].sort((a, b) => a.id.localeCompare(b.id)));
  libraries.set(dir, sorted);
  return sorted;
}

/**
 * Checks that every listed master exists and still has the content its id names;
 * throws naming the first that does not (a master replaced in place would otherwise
 * be served under URLs that browsers cache for a year).
 */
export function verifySalonPhotos(photos: readonly SalonPhoto[], dir = SALON_PHOTOS_DIR): void {
  for (const photo of photos) {
    const file = masterFile(dir, photo.id);
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      throw new Error(`salon photo ${photo.id}: ${file} is missing`);
    }
    if (!photo.id.endsWith(`-${contentHash(content)}`)) {
      throw new Error(`salon photo ${photo.id}: ${file} has changed; add pictures with api/scripts/import-salon-photos.ts, which names them by content`);
    }
  }
}

const VARIANTS: readonly ImageVariant[] = ['5_3', '9_11', '17_6', 'mini'];

/** The four variant URLs of a photo, each its default rendition (WebP, 640 wide). */
export function salonImage(photoId: string): SalonImage {
  const url = (variant: ImageVariant) => `${SALON_IMAGES_PATH}/${photoId}/${variant}.webp`;
  return Object.fromEntries(VARIANTS.map((variant) => [variant, url(variant)])) as SalonImage;
}
