import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * A library of master images: one WebP per picture in a folder, listed in its
 * photos.json. The salon pictures (salon-photos.ts) and the shop's packshots
 * (shop-photos.ts) are two such libraries; the image routes render from them. A photo's
 * id ends with a hash of its master, so a changed master is a new id and its URLs can be
 * cached for good.
 */

/** What every entry of a library's photos.json has; each library adds its own fields. */
export interface LibraryPhoto {
  /** `<name>-<first 8 hex digits of the master's SHA-256>`, e.g. `interior-07-3fa2c1d0`. */
  id: string;
  width: number;
  height: number;
}

export const PHOTOS_MANIFEST = 'photos.json';

/** A photo id: a lower-case slug, a dash, 8 hex digits. Nothing else reaches the file system. */
export const PHOTO_ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{8}$';
const PHOTO_ID = new RegExp(PHOTO_ID_PATTERN);
export const PHOTO_ID_MAX_LENGTH = 80;

/** The first 8 hex digits of the SHA-256 of a master. */
export const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 8);

/** The id of a master named `name` with this content. */
export function photoIdFor(name: string, content: Buffer): string {
  const id = `${name}-${contentHash(content)}`;
  if (!PHOTO_ID.test(id) || id.length > PHOTO_ID_MAX_LENGTH) throw new Error(`photo name "${name}": use lower-case letters, digits and dashes`);
  return id;
}

export const masterFile = (dir: string, id: string) => path.join(dir, `${id}.webp`);

const libraries = new Map<string, readonly LibraryPhoto[]>();

/**
 * The photos of the library in `dir`, sorted by id, as its photos.json lists them (read
 * once per process). `isEntry` checks a library's own fields; `shape` names them in the
 * error thrown for an entry that is not well formed, so a bad edit stops the start.
 */
export function readPhotoLibrary<P extends LibraryPhoto>(dir: string, isEntry: (entry: Partial<P>) => boolean, shape: string): readonly P[] {
  const known = libraries.get(dir);
  if (known) return known as readonly P[];
  const file = path.join(dir, PHOTOS_MANIFEST);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { photos?: unknown };
  if (!Array.isArray(manifest.photos)) throw new Error(`${file}: no "photos" list`);
  const photos = manifest.photos.map((entry: Partial<P>, i) => {
    const ok =
      typeof entry.id === 'string' && PHOTO_ID.test(entry.id) &&
      Number.isInteger(entry.width) && Number.isInteger(entry.height) &&
      isEntry(entry);
    if (!ok) throw new Error(`${file}: photo ${i} is not ${shape}`);
    return entry as P;
  });
  const sorted = Object.freeze([...photos].sort((a, b) => a.id.localeCompare(b.id)));
  libraries.set(dir, sorted);
  return sorted;
}

/**
 * Checks that every listed master exists and still has the content its id names;
 * throws naming the first that does not (a master replaced in place would otherwise
 * be served under URLs that browsers cache for a year). `howToAdd` tells what to run.
 */
export function verifyPhotoLibrary(photos: readonly LibraryPhoto[], dir: string, howToAdd: string): void {
  for (const photo of photos) {
    const file = masterFile(dir, photo.id);
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      throw new Error(`photo ${photo.id}: ${file} is missing`);
    }
    if (!photo.id.endsWith(`-${contentHash(content)}`)) {
      throw new Error(`photo ${photo.id}: ${file} has changed; ${howToAdd}, which names them by content`);
    }
  }
}

/** A library read and checked: its photos and the folder of their masters. */
export interface OpenPhotoLibrary<P extends LibraryPhoto> {
  photos: readonly P[];
  dir: string;
}

/** Reads the library in `dir` with `read` and checks every master (verifyPhotoLibrary). */
export function openPhotoLibrary<P extends LibraryPhoto>(dir: string, read: (dir: string) => readonly P[], howToAdd: string): OpenPhotoLibrary<P> {
  const photos = read(dir);
  verifyPhotoLibrary(photos, dir, howToAdd);
  return { photos, dir };
}
