/**
 * Draws the salon pictures the seed ships with and writes them as master images to
 * api/assets/salon-photos (with photos.json). They are illustrations, not photographs:
 * this machine has no photographs of the chain's salons, so each picture is composed in
 * SVG (walls, floor, mirrors, chairs, lamps, plants…) from a seeded random stream and
 * rendered with sharp. The same script always draws the same pictures.
 *
 *   npx tsx api/scripts/draw-salon-photos.ts                 # (re)write the masters
 *   npx tsx api/scripts/draw-salon-photos.ts --preview /tmp/p # also PNGs to look at
 *
 * The chain's own photographs replace them through import-salon-photos.ts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from '../src/db/seed/random.ts';
import type { SalonPhoto, SalonPhotoKind } from '../src/lib/salon-photos.ts';
import { SALON_PHOTOS_DIR } from '../src/lib/salon-photos.ts';
import { previewFolder, writeManifest, writeMaster } from './photo-masters.ts';
import { BARBER_PALETTES, SALON_PALETTES, type Palette } from './salon-photos/palettes.ts';
import { panoramaFrame, photoFrame } from './salon-photos/room.ts';
import { barberLoungeScene, barberStationsScene } from './salon-photos/scenes-barber.ts';
import { nailsScene, receptionScene, stationsScene, vanityScene, washScene } from './salon-photos/scenes-salon.ts';
import { storefrontScene } from './salon-photos/storefront.ts';

interface Scene {
  name: string;
  kind: SalonPhotoKind;
  panorama: boolean;
  caption: string;
  draw: (random: Random) => string;
}

const salon = (name: string) => SALON_PALETTES.find((p) => p.name === name)!;
const barber = (name: string) => BARBER_PALETTES.find((p) => p.name === name)!;

const photo = (name: string, kind: SalonPhotoKind, what: string, palette: Palette, draw: (p: Palette, r: Random) => string): Scene => ({
  name,
  kind,
  panorama: false,
  caption: `${what}, ${palette.name}`,
  draw: (random) => draw(palette, random),
});
const panorama = (name: string, what: string, palette: Palette, draw: (p: Palette, r: Random) => string): Scene => ({
  ...photo(name, 'salon', what, palette, draw),
  panorama: true,
});

/** Every picture of the library: 18 hair-salon scenes, 6 barbershop scenes, 4 for the mobile teams, 6 panoramas. */
const SCENES: readonly Scene[] = [
  photo('interior-01', 'salon', 'Styling stations', salon('blush and brass'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-02', 'salon', 'Styling stations', salon('sage and cognac'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-03', 'salon', 'Styling stations', salon('navy and camel'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-04', 'salon', 'Styling stations', salon('white marble and black'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-05', 'salon', 'Styling stations', salon('teal and mustard'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-06', 'salon', 'Styling stations', salon('olive and oak'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-07', 'salon', 'Wash area', salon('terracotta and cream'), (p, r) => washScene(photoFrame(), p, r, 3)),
  photo('interior-08', 'salon', 'Wash area', salon('lavender and silver'), (p, r) => washScene(photoFrame(), p, r, 3)),
  photo('interior-09', 'salon', 'Wash area', salon('powder blue and peach'), (p, r) => washScene(photoFrame(), p, r, 3)),
  photo('interior-10', 'salon', 'Reception', salon('sage and cognac'), (p, r) => receptionScene(photoFrame(), p, r, 0)),
  photo('interior-11', 'salon', 'Reception', salon('white marble and black'), (p, r) => receptionScene(photoFrame(), p, r, 0)),
  photo('interior-12', 'salon', 'Reception', salon('blush and brass'), (p, r) => receptionScene(photoFrame(), p, r, 0)),
  photo('interior-13', 'salon', 'Nail bar', salon('lavender and silver'), (p, r) => nailsScene(photoFrame(), p, r)),
  photo('interior-14', 'salon', 'Nail bar', salon('powder blue and peach'), (p, r) => nailsScene(photoFrame(), p, r)),
  photo('interior-15', 'salon', 'Styling stations', salon('terracotta and cream'), (p, r) => stationsScene(photoFrame(), p, r, 3)),
  photo('interior-16', 'salon', 'Reception', salon('navy and camel'), (p, r) => receptionScene(photoFrame(), p, r, 0)),
  photo('storefront-01', 'salon', 'Salon seen from the street', salon('olive and oak'), (p, r) => storefrontScene(photoFrame(), p, r, false)),
  photo('storefront-02', 'salon', 'Salon seen from the street', salon('teal and mustard'), (p, r) => storefrontScene(photoFrame(), p, r, false)),
  photo('barber-01', 'barber', 'Barbershop chairs', barber('brick and oxblood'), (p, r) => barberStationsScene(photoFrame(), p, r, 3)),
  photo('barber-02', 'barber', 'Barbershop chairs', barber('charcoal and tan leather'), (p, r) => barberStationsScene(photoFrame(), p, r, 3)),
  photo('barber-03', 'barber', 'Barbershop chairs', barber('bottle green and black'), (p, r) => barberStationsScene(photoFrame(), p, r, 3)),
  photo('barber-04', 'barber', 'Barbershop lounge', barber('charcoal and tan leather'), (p, r) => barberLoungeScene(photoFrame(), p, r)),
  photo('barber-05', 'barber', 'Barbershop lounge', barber('brick and oxblood'), (p, r) => barberLoungeScene(photoFrame(), p, r)),
  photo('barber-06', 'barber', 'Barbershop seen from the street', barber('bottle green and black'), (p, r) => storefrontScene(photoFrame(), p, r, true)),
  photo('mobile-01', 'mobile', 'Bridal dressing table', salon('terracotta and cream'), (p, r) => vanityScene(photoFrame(), p, r)),
  photo('mobile-02', 'mobile', 'Bridal dressing table', salon('blush and brass'), (p, r) => vanityScene(photoFrame(), p, r)),
  photo('mobile-03', 'mobile', 'Bridal dressing table', salon('olive and oak'), (p, r) => vanityScene(photoFrame(), p, r)),
  photo('mobile-04', 'mobile', 'Bridal dressing table', salon('powder blue and peach'), (p, r) => vanityScene(photoFrame(), p, r)),
  panorama('panorama-01', 'Row of styling stations', salon('teal and mustard'), (p, r) => stationsScene(panoramaFrame(), p, r, 5)),
  panorama('panorama-02', 'Row of styling stations', salon('blush and brass'), (p, r) => stationsScene(panoramaFrame(), p, r, 5)),
  panorama('panorama-03', 'Reception between styling stations', salon('sage and cognac'), (p, r) => receptionScene(panoramaFrame(), p, r, 4)),
  panorama('panorama-04', 'Reception between styling stations', salon('white marble and black'), (p, r) => receptionScene(panoramaFrame(), p, r, 4)),
  panorama('panorama-05', 'Wash area', salon('powder blue and peach'), (p, r) => washScene(panoramaFrame(), p, r, 5)),
  panorama('panorama-06', 'Row of styling stations', salon('navy and camel'), (p, r) => stationsScene(panoramaFrame(), p, r, 5)),
];

async function main(): Promise<void> {
  const previewDir = previewFolder();
  mkdirSync(SALON_PHOTOS_DIR, { recursive: true });
  const photos: SalonPhoto[] = [];
  for (const scene of SCENES) {
    const svg = Buffer.from(scene.draw(new Random(`salon-photo:${scene.name}`)));
    const [maxWidth, maxHeight] = scene.panorama ? [2040, 720] : [1800, 1200];
    const master = await writeMaster({ name: scene.name, source: svg, maxWidth, maxHeight }, SALON_PHOTOS_DIR);
    const entry: SalonPhoto = { id: master.id, kind: scene.kind, panorama: scene.panorama, width: master.width, height: master.height, caption: scene.caption };
    photos.push(entry);
    if (previewDir) await sharp(svg).resize({ width: 900 }).png().toFile(path.join(previewDir, `${scene.name}.png`));
    console.log(`${entry.id}  ${scene.caption}`);
  }
  writeManifest(photos, 'Illustrations drawn by api/scripts/draw-salon-photos.ts; replace them with photographs through api/scripts/import-salon-photos.ts.', SALON_PHOTOS_DIR);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
