import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoIdFor, SALON_PHOTOS_DIR, SALON_PHOTOS_MANIFEST, type SalonPhoto, type SalonPhotoKind } from '../../src/lib/salon-photos.ts';

/*
 * Writing the master images the API renders salon pictures from: one WebP per picture,
 * named by its content (so a changed picture gets a new id and new URLs), listed in
 * photos.json. Used by draw-salon-photos.ts (the illustrations) and
 * import-salon-photos.ts (the chain's own photographs).
 */

/** WebP quality of a master: renditions are re-encoded from it, so it stays well above theirs. */
export const MASTER_QUALITY = 82;

export interface MasterInput {
  /** The stable part of the id: `interior-07`, `warszawa-pulawska-1`. */
  name: string;
  kind: SalonPhotoKind;
  panorama: boolean;
  /** What the picture shows, in English (for people browsing the folder and for alt text). */
  caption: string;
  /** Any image sharp reads (SVG, JPEG, PNG, WebP, AVIF, HEIF). */
  source: Buffer;
  /** Largest size of the master: the source is scaled down to fit, never up. */
  maxWidth: number;
  maxHeight: number;
}

/** Encodes one master, returns its entry; the file is `<id>.webp` in `dir`. */
export async function writeMaster(input: MasterInput, dir = SALON_PHOTOS_DIR): Promise<SalonPhoto> {
  const { data, info } = await sharp(input.source)
    // Photographs carry their orientation in EXIF: turn them upright, then drop metadata.
    .rotate()
    .resize({ width: input.maxWidth, height: input.maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: MASTER_QUALITY, effort: 6 })
    .toBuffer({ resolveWithObject: true });
  const id = photoIdFor(input.name, data);
  writeFileSync(path.join(dir, `${id}.webp`), data);
  return { id, kind: input.kind, panorama: input.panorama, width: info.width, height: info.height, caption: input.caption };
}

/**
 * Writes photos.json with the given photos and deletes the masters it no longer lists,
 * so the folder holds exactly what the API serves.
 */
export function writeManifest(photos: readonly SalonPhoto[], note: string, dir = SALON_PHOTOS_DIR): void {
  const sorted = [...photos].sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(path.join(dir, SALON_PHOTOS_MANIFEST), `${JSON.stringify({ note, photos: sorted }, null, 2)}\n`);
  const keep = new Set(sorted.map((photo) => `${photo.id}.webp`));
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.webp') && !keep.has(file)) rmSync(path.join(dir, file));
  }
}
