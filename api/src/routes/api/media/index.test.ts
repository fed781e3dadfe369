import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { BLOG_FIXTURES_DIR, blogFixture } from '../../../plugins/app/blog/blog-fixtures.ts';

/*
 * GET /api/media/videos/{id}.webm: the fixtures' clip (743 bytes) from the database,
 * whole or by byte range, as a <video> element asks for it.
 */

const fixture = blogFixture();
const t = testAppForFile({ seed: false, blogFolder: fixture.folder });
afterAll(() => fixture.remove());

const CLIP = readFileSync(path.join(BLOG_FIXTURES_DIR, 'videos', 'salon-tour.webm'));
const HASH = createHash('sha256').update(CLIP).digest('hex').slice(0, 16);
const video = (headers: Record<string, string> = {}, file = 'salon-tour.webm', method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/api/media/videos/${file}`, headers });

test('the whole clip: its bytes, type, length, ETag, byte ranges offered, an hour of caching, not compressed again', async () => {
  const response = await video({ 'accept-encoding': 'br, gzip' });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.equals(CLIP)).toBe(true);
  expect(response.headers).toMatchObject({
    'content-type': 'video/webm',
    'content-length': String(CLIP.length),
    'accept-ranges': 'bytes',
    etag: `"${HASH}"`,
    'cache-control': 'public, max-age=3600',
  });
  expect(response.headers['content-encoding']).toBeUndefined();
});

test('with its hash in the URL the clip is cached for good', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api/media/videos/salon-tour.webm?v=${HASH}` });
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const stale = await t.app.inject({ method: 'GET', url: '/api/media/videos/salon-tour.webm?v=0123456789abcdef' });
  expect(stale.headers['cache-control']).toBe('public, max-age=3600');
});

test.each([
  ['bytes=0-99', 0, 99],
  ['bytes=700-', 700, CLIP.length - 1],
  ['bytes=-10', CLIP.length - 10, CLIP.length - 1],
  ['bytes=740-99999', 740, CLIP.length - 1],
  ['bytes=0-0', 0, 0],
])('Range %s: 206 with those bytes and Content-Range', async (range, start, end) => {
  const response = await video({ range });
  expect(response.statusCode).toBe(206);
  expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${CLIP.length}`);
  expect(response.headers['content-length']).toBe(String(end - start + 1));
  expect(response.rawPayload.equals(CLIP.subarray(start, end + 1))).toBe(true);
});

test('a range past the end: 416 with the size', async () => {
  for (const range of [`bytes=${CLIP.length}-`, 'bytes=99999-100000', 'bytes=-0']) {
    const response = await video({ range });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${CLIP.length}`);
    expect(response.json()).toEqual({ status: 416, code: 'INVALID_VALUE', field: 'Range' });
  }
});

test('ranges this server does not honour (several, reversed, another unit) get the whole clip', async () => {
  for (const range of ['bytes=0-1,5-6', 'bytes=10-5', 'items=0-1', 'bytes=abc']) {
    const response = await video({ range });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(CLIP.length);
  }
});

test('If-None-Match with the ETag: 304; If-Range of another version: the whole clip', async () => {
  expect((await video({ 'if-none-match': `"${HASH}"` })).statusCode).toBe(304);
  expect((await video({ 'if-range': '"0123456789abcdef"', range: 'bytes=0-9' })).statusCode).toBe(200);
  expect((await video({ 'if-range': `"${HASH}"`, range: 'bytes=0-9' })).statusCode).toBe(206);
});

test('HEAD tells the length without the bytes', async () => {
  const response = await video({}, 'salon-tour.webm', 'HEAD');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-length']).toBe(String(CLIP.length));
  expect(response.rawPayload.length).toBe(0);
});

test('an unknown clip, or a video that lives on YouTube: 404 on file; a name that is not a clip’s: 400', async () => {
  for (const file of ['nie-ma.webm', 'strzyzenie-brody.webm']) {
    expect((await video({}, file)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'file' });
  }
  for (const file of ['salon-tour.mp4', 'Salon-Tour.webm', '..%2Fsalon-tour.webm']) {
    expect((await video({}, file)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'file' });
  }
});
