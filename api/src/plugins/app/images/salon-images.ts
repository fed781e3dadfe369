import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { IMAGE_VARIANT_RATIOS, type ImageFormat, type ImageVariant, type ImageWidth } from '@salon/contracts/catalog-api';
import { masterFile, readSalonPhotos, SALON_PHOTOS_DIR, verifySalonPhotos, type SalonPhoto } from '../../../lib/salon-photos.ts';

/*
 * Salon pictures in the spec's ratio variants, rendered from the masters on first
 * request and kept on disk: the set of renditions is closed (photos × 4 variants × 7
 * widths × 2 formats), so the cache is bounded and a request can never make the API
 * render something new twice. Renders run a few at a time, and two requests for the
 * same rendition share one render.
 */

export interface RenditionRequest {
  photo: string;
  variant: ImageVariant;
  width: ImageWidth;
  format: ImageFormat;
}

export interface Rendition {
  body: Buffer;
  contentType: string;
  /** A strong validator: a hash of the bytes. */
  etag: string;
}

export interface SalonImages {
  /** Whether the library has a photo of this id. */
  has(photo: string): boolean;
  /** A rendition, from the disk cache or rendered now (and cached). */
  render(request: RenditionRequest): Promise<Rendition>;
  /** Renders done by this instance, for tests and logs. */
  readonly renders: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    salonImages: SalonImages;
  }
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

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

/** At most `max` tasks at a time; the others wait their turn in order. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next one, so no newcomer slips in between.
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

export interface SalonImagesOptions {
  /** Where renditions are kept: `<cacheDir>/salons/<photo>/<variant>-<width>.<format>`. */
  cacheDir: string;
  /** The photo library (masters and photos.json); api/assets/salon-photos by default. */
  photosDir?: string;
  /** Renders at once; each uses one libvips thread per core already. */
  concurrency?: number;
}

export default fp<SalonImagesOptions>(
  async (app, options) => {
    const photosDir = options.photosDir ?? SALON_PHOTOS_DIR;
    const photos = new Map<string, SalonPhoto>(readSalonPhotos(photosDir).map((photo) => [photo.id, photo]));
    // A master changed in place would be served under URLs cached for a year: refuse to start.
    verifySalonPhotos([...photos.values()], photosDir);
    const run = limiter(options.concurrency ?? 2);
    const inFlight = new Map<string, Promise<Buffer>>();
    let renders = 0;

    async function renderNow(photo: SalonPhoto, request: RenditionRequest, file: string): Promise<Buffer> {
      const started = performance.now();
      const size = renditionSize(photo, request.variant, request.width);
      const image = sharp(masterFile(photosDir, photo.id)).resize(size.width, size.height, { fit: 'cover', position: 'centre' });
      // Quality for pictures on a page: AVIF 50 looks like WebP 75 at about two thirds the bytes.
      const body = await (request.format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 75, effort: 4 })).toBuffer();
      renders += 1;
      app.log.debug({ file, ms: Math.round(performance.now() - started), bytes: body.length }, 'salon image rendered');
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Written aside and renamed: a reader (or another instance on a shared disk) never sees half a file.
        const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        // A cache that cannot be written costs a render next time, not the answer.
        app.log.warn({ err: error, file }, 'salon image not cached');
      }
      return body;
    }

    const images: SalonImages = {
      has: (photo) => photos.has(photo),
      get renders() {
        return renders;
      },
      async render(request) {
        const photo = photos.get(request.photo);
        if (!photo) throw new Error(`unknown salon photo ${request.photo}`);
        const file = path.join(options.cacheDir, 'salons', photo.id, `${request.variant}-${request.width}.${request.format}`);
        let body: Buffer | null = await readFile(file).catch(() => null);
        if (!body) {
          let pending = inFlight.get(file);
          if (!pending) {
            pending = run(() => renderNow(photo, request, file)).finally(() => inFlight.delete(file));
            inFlight.set(file, pending);
          }
          body = await pending;
        }
        return {
          body,
          contentType: CONTENT_TYPES[request.format],
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        };
      },
    };
    app.decorate('salonImages', images);
  },
  { name: 'salon-images' },
);
