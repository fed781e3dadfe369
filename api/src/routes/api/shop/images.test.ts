import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHOP_IMAGE_WIDTHS, shopImageUrl, type ShopImageFormat, type ShopImageWidth } from '@salon/contracts/shop-api';
import { readShopPhotos } from '../../../plugins/app/shop-catalogue/shop-photos.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/*
 * GET /api/images/shop/{photo}.{format}?w=: the shop's pictures through the pipeline of
 * the salon pictures (render once, cache on disk, immutable answers with an ETag).
 */

let t: TestApp;
// The picture route needs the photo library, not the chain: no seed.
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const photos = readShopPhotos();
const packshot = photos.find((photo) => photo.kind === 'product')!;
const card = photos.find((photo) => photo.kind === 'voucher')!;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function picture(photo: string, format: ShopImageFormat, width: ShopImageWidth) {
  const response = await get(shopImageUrl(photo, format, width));
  expect(response.statusCode).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

test.each(SHOP_IMAGE_WIDTHS.map((width) => [width]))('a packshot at w=%i is that many pixels square, WebP and AVIF', async (width) => {
  const webp = await picture(packshot.id, 'webp', width);
  expect(webp.response.headers['content-type']).toBe('image/webp');
  expect([webp.metadata.format, webp.metadata.width, webp.metadata.height]).toEqual(['webp', width, width]);
  const avif = await picture(card.id, 'avif', width);
  expect(avif.response.headers['content-type']).toBe('image/avif');
  expect(avif.response.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  expect([avif.metadata.width, avif.metadata.height]).toEqual([width, width]);
});

test('without w, 640 wide', async () => {
  const response = await get(`/api/images/shop/${packshot.id}.webp`);
  expect(response.statusCode).toBe(200);
  expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
});

test('cached for a year as immutable with an ETag, never re-compressed; If-None-Match gives 304', async () => {
  const { response } = await picture(packshot.id, 'webp', 320);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
  const compressed = await get(shopImageUrl(packshot.id, 'webp', 320), { 'accept-encoding': 'br, gzip' });
  expect(compressed.headers['content-encoding']).toBeUndefined();
  const again = await get(shopImageUrl(packshot.id, 'webp', 320), { 'if-none-match': String(response.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  expect((await get(shopImageUrl(packshot.id, 'webp', 320), { 'if-none-match': '"other"' })).statusCode).toBe(200);
});

test('rendered once into the shared cache folder, under shop/', async () => {
  const before = t.app.shopImages.renders;
  const salonRenders = t.app.salonImages.renders;
  await Promise.all([get(shopImageUrl(card.id, 'webp', 480)), get(shopImageUrl(card.id, 'webp', 480))]);
  await get(shopImageUrl(card.id, 'webp', 480));
  expect(t.app.shopImages.renders).toBe(before + 1);
  expect(t.app.salonImages.renders).toBe(salonRenders);
  expect(existsSync(path.join(t.imageCacheDir, 'shop', card.id, 'w480.webp'))).toBe(true);
});

test.each([
  [`/api/images/shop/${'x'}.webp`, 'photo'],
  ['/api/images/shop/Product-01-0123abcd.webp', 'photo'],
  [`/api/images/shop/${packshot.id}.png`, 'format'],
  [`/api/images/shop/${packshot.id}.webp?w=500`, 'w'],
  [`/api/images/shop/${packshot.id}.webp?w=1280`, 'w'],
  [`/api/images/shop/${packshot.id}.avif?w=big`, 'w'],
])('%s is a 400 on %s', async (url, field) => {
  const response = await get(url);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
});

test('a well-formed id that is not in the library, or a salon picture’s id, is a 404 on photo', async () => {
  for (const id of ['product-nothing-0123abcd', 'interior-01-bbfbda6a']) {
    const response = await get(`/api/images/shop/${id}.webp?w=160`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'photo' });
  }
});

test.each(['/api/images/shop/..%2f..%2fphotos.webp', `/api/images/shop/${packshot.id}%2f..%2f..%2fetc.webp`, '/api/images/shop/../../etc/passwd.webp'])(
  '%s reads nothing outside the library (4xx, never 500)',
  async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  },
);
