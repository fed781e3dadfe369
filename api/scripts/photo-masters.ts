import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoIdFor, PHOTOS_MANIFEST, type LibraryPhoto } from '../src/lib/photo-library.ts';

/*
 * Writing the master images of a photo library (src/lib/photo-library.ts): one WebP per
 * picture, named by its content (so a changed picture gets a new id and new URLs),
 * listed in photos.json. Used by draw-salon-photos.ts and import-salon-photos.ts (the
 * salon pictures) and draw-shop-photos.ts (the shop's packshots).
 */

/** The folder of `--preview <dir>` (created), where a drawing script also writes PNGs to look at; undefined without it. */
export function previewFolder(argv: readonly string[] = process.argv): string | undefined {
  const at = argv.indexOf('--preview');
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  return dir;
}

/** WebP quality of a master: renditions are re-encoded from it, so it stays well above theirs. */
export const MASTER_QUALITY = 82;

export interface MasterInput {
  /** The stable part of the id: `interior-07`, `warszawa-pulawska-1`. */
  name: string;
  /** Any image sharp reads (SVG, JPEG, PNG, WebP, AVIF, HEIF). */
  source: Buffer;
  /** Largest size of the master: the source is scaled down to fit, never up. */
  maxWidth: number;
  maxHeight: number;
  /** WebP quality; MASTER_QUALITY unless a library needs less (flat drawings compress well). */
  quality?: number;
}

/** Encodes one master into `dir` as `<id>.webp` and returns its id and size. */
export async function writeMaster(input: MasterInput, dir: string): Promise<LibraryPhoto> {
  const { data, info } = await sharp(input.source)
    // Photographs carry their orientation in EXIF: turn them upright, then drop metadata.
    .rotate()
    .resize({ width: input.maxWidth, height: input.maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: input.quality ?? MASTER_QUALITY, effort: 6 })
    .toBuffer({ resolveWithObject: true });
  const id = photoIdFor(input.name, data);
  writeFileSync(path.join(dir, `${id}.webp`), data);
  return { id, width: info.width, height: info.height };
}

/**
 * Writes photos.json with the given photos and deletes the masters it no longer lists,
 * so the folder holds exactly what the API serves.
 */
export function writeManifest(photos: readonly LibraryPhoto[], note: string, dir: string): void {
  const sorted = [...photos].sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(path.join(dir, PHOTOS_MANIFEST), `${JSON.stringify({ note, photos: sorted }, null, 2)}\n`);
  const keep = new Set(sorted.map((photo) => `${photo.id}.webp`));
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.webp') && !keep.has(file)) rmSync(path.join(dir, file));
  }
}
