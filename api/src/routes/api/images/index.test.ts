import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageRendition, type ImageVariant } from '@salon/contracts/catalog-api';
import { readSalonPhotos, salonImage } from '../../../lib/salon-photos.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
// The picture route needs the photo library, not the chain: no seed.
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const photos = readSalonPhotos();
const scene = photos.find((photo) => !photo.panorama && photo.width === 1800 && photo.height === 1200)!;
const panorama = photos.find((photo) => photo.panorama)!;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function picture(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const body = response.rawPayload;
  const { width, height, format } = await sharp(body).metadata();
  return { response, body, width, height, format };
}

const url = (photo: string, variant: ImageVariant, format: 'webp' | 'avif' = 'webp', width?: 160 | 320 | 480 | 640 | 960 | 1280 | 1600) =>
  imageRendition(salonImage(photo)[variant], { format, width: width ?? 640 });

describe('GET /api/images/salons/{photo}/{variant}.{format}', () => {
  test('the library has masters of every kind, and the seed’s URLs are the default renditions', () => {
    expect(new Set(photos.map((photo) => photo.kind))).toEqual(new Set(['salon', 'barber', 'mobile']));
    expect(photos.filter((photo) => photo.panorama).length).toBeGreaterThanOrEqual(5);
    expect(salonImage(scene.id)['5_3']).toBe(`/api/images/salons/${scene.id}/5_3.webp`);
  });

  test.each([
    ['5_3', 320, 320, 192],
    ['9_11', 320, 320, 391],
    ['17_6', 480, 480, 169],
    ['mini', 160, 160, 160],
  ] as const)('%s at w=%i is %i × %i pixels', async (variant, width, expectedWidth, expectedHeight) => {
    const image = await picture(url(scene.id, variant, 'webp', width));
    expect([image.width, image.height]).toEqual([expectedWidth, expectedHeight]);
  });

  test('without w, a variant is 640 wide', async () => {
    const image = await picture(`/api/images/salons/${scene.id}/5_3.webp`);
    expect([image.width, image.height]).toEqual([640, 384]);
  });

  test('never upscales: a box the master cannot fill comes back as large as it can, in the variant’s ratio', async () => {
    // A 9:11 crop of a 1800 × 1200 master is at most 982 × 1200.
    const portrait = await picture(url(scene.id, '9_11', 'webp', 1600));
    expect([portrait.width, portrait.height]).toEqual([982, 1200]);
    // A panorama is made for 17:6 and fills 1600 wide.
    const wide = await picture(url(panorama.id, '17_6', 'webp', 1600));
    expect([wide.width, wide.height]).toEqual([1600, 565]);
  });

  test('WebP and AVIF, by the extension, with their magic bytes and content types', async () => {
    const webp = await picture(url(scene.id, 'mini', 'webp', 160));
    expect(webp.response.headers['content-type']).toBe('image/webp');
    expect(webp.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.format).toBe('webp');

    const avif = await picture(url(scene.id, 'mini', 'avif', 160));
    expect(avif.response.headers['content-type']).toBe('image/avif');
    expect(avif.body.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect([avif.width, avif.height]).toEqual([160, 160]);
  });

  test('cached for a year as immutable, with an ETag, never re-compressed', async () => {
    const { response } = await picture(url(scene.id, '5_3', 'webp', 160));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.vary).toBeUndefined();
    const compressed = await get(url(scene.id, '5_3', 'webp', 160), { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers.etag).toBe(response.headers.etag);
  });

  test('If-None-Match with the ETag answers 304 without a body; another tag gets the picture', async () => {
    const first = await get(url(scene.id, '17_6', 'webp', 160));
    const etag = String(first.headers.etag);
    const again = await get(url(scene.id, '17_6', 'webp', 160), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get(url(scene.id, '17_6', 'webp', 160), { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  test('rendered once: the second request is served from the disk cache', async () => {
    const address = url(scene.id, '9_11', 'webp', 160);
    const before = t.app.salonImages.renders;
    const first = await get(address);
    expect(t.app.salonImages.renders).toBe(before + 1);
    const file = path.join(t.imageCacheDir, 'salons', scene.id, '9_11-160.webp');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(first.rawPayload)).toBe(true);
    const second = await get(address);
    expect(t.app.salonImages.renders).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('requests for the same rendition at the same time share one render', async () => {
    const address = url(scene.id, '5_3', 'avif', 320);
    const before = t.app.salonImages.renders;
    const answers = await Promise.all([get(address), get(address), get(address)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(t.app.salonImages.renders).toBe(before + 1);
  });

  test.each([
    [`/api/images/salons/${scene.id}/4_3.webp`, 'variant'],
    [`/api/images/salons/${scene.id}/5_3.jpg`, 'format'],
    [`/api/images/salons/${scene.id}/5_3.png.webp`, 'variant'],
    [`/api/images/salons/${scene.id}/5_3.webp?w=500`, 'w'],
    [`/api/images/salons/${scene.id}/5_3.webp?w=2000`, 'w'],
    [`/api/images/salons/${scene.id}/5_3.webp?w=wide`, 'w'],
    ['/api/images/salons/Interior-01/5_3.webp', 'photo'],
  ])('%s is a 400 on %s', async (address, field) => {
    const response = await get(address);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
  });

  test('a well-formed photo id that is not in the library is a 404 on photo', async () => {
    const response = await get('/api/images/salons/scene-99-0123abcd/5_3.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'photo' });
  });

  test.each([
    '/api/images/salons/..%2f..%2fetc/5_3.webp',
    '/api/images/salons/..%2F..%2F..%2Fapi%2Fassets%2Fsalon-photos%2Fphotos/5_3.webp',
    '/api/images/salons/%2e%2e/5_3.webp',
    `/api/images/salons/${scene.id}%2f..%2f..%2f..%2fetc/5_3.webp`,
    `/api/images/salons/${scene.id}/..%2f..%2fpasswd.webp`,
    '/api/images/salons/../../../etc/passwd.webp',
  ])('%s reads nothing outside the library (4xx, never 500)', async (address) => {
    const response = await get(address);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
