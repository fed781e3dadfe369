/**
 * Puts the chain's own photographs in place of the drawn illustrations: reads a folder
 * of pictures, writes each as a master image to api/assets/salon-photos (upright, no
 * metadata, scaled down to at most 1800 × 1200, panoramas 2040 × 720, WebP) named by
 * its content, and rewrites photos.json.
 *
 *   npx tsx api/scripts/import-salon-photos.ts <folder>          # replace the whole library
 *   npx tsx api/scripts/import-salon-photos.ts <folder> --keep   # add to it
 *
 * File names say what a picture is: `<kind>-<name>.<ext>` or `<kind>-panorama-<name>.<ext>`,
 * kind being salon, barber or mobile (`salon-pulawska-1.jpg`, `barber-chmielna-2.heic`,
 * `salon-panorama-pulawska.jpg`). Panoramas are the wide pictures composed for the 17:6
 * gallery. JPEG, PNG, WebP, AVIF, HEIF and TIFF are read.
 *
 * Then restart the API: on start it gives the seeded salons pictures from the new
 * library (src/db/seed/index.ts, refreshSeedContent), and the new ids mean new URLs, so
 * no browser or CDN keeps showing an old picture.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSalonPhotos, SALON_PHOTOS_DIR, type SalonPhoto, type SalonPhotoKind } from '../src/lib/salon-photos.ts';
import { writeManifest, writeMaster } from './photo-masters.ts';

const PICTURE = /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;
const NAMED = /^(salon|barber|mobile)-(panorama-)?(.+)$/;

/** `Puławska 1` → `pulawska-1`: the stable part of a photo id. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function main(): Promise<void> {
  const [folder, ...flags] = process.argv.slice(2);
  if (!folder) throw new Error('usage: npx tsx api/scripts/import-salon-photos.ts <folder> [--keep]');
  const keep = flags.includes('--keep');
  const files = readdirSync(folder).filter((file) => PICTURE.test(file)).sort();
  if (files.length === 0) throw new Error(`${folder}: no pictures (JPEG, PNG, WebP, AVIF, HEIF, TIFF)`);
  const photos: SalonPhoto[] = keep ? [...readSalonPhotos()] : [];
  for (const file of files) {
    const base = slug(path.parse(file).name);
    const match = NAMED.exec(base);
    if (!match) throw new Error(`${file}: name it salon-…, barber-…, mobile-… (or <kind>-panorama-… for a wide picture)`);
    const [, kind, wide, rest] = match;
    const panorama = wide !== undefined;
    const name = `${kind}-${panorama ? 'panorama-' : ''}${rest}`;
    const master = await writeMaster(
      { name, source: readFileSync(path.join(folder, file)), maxWidth: panorama ? 2040 : 1800, maxHeight: panorama ? 720 : 1200 },
      SALON_PHOTOS_DIR,
    );
    const entry: SalonPhoto = { id: master.id, kind: kind as SalonPhotoKind, panorama, width: master.width, height: master.height, caption: path.parse(file).name };
    // A picture imported again under its name replaces the one it had, whatever its content was.
    const before = photos.findIndex((photo) => photo.id.replace(/-[0-9a-f]{8}$/, '') === name);
    if (before >= 0) photos.splice(before, 1);
    photos.push(entry);
    console.log(`${entry.id}  ${entry.width} × ${entry.height}  ${file}`);
  }
  writeManifest(photos, `Photographs imported by api/scripts/import-salon-photos.ts${keep ? ', with the pictures that were there' : ''}.`, SALON_PHOTOS_DIR);
  console.log(`${photos.length} pictures in the library; restart the API to give the seeded salons the new ones.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
