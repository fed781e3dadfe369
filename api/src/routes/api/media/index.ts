import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { ApiFailure, notFound } from '../../../lib/errors.ts';
import { findClip, parseRange, readClipBytes } from '../../../plugins/app/blog/videos.ts';

const VideoParamsSchema = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*\\.webm$', maxLength: 130, description: 'the video’s id and .webm, as its link says' }),
});
const VideoQuerySchema = Type.Object({
  v: Type.Optional(Type.String({ pattern: '^[0-9a-f]{16}$', description: 'the clip’s hash (its ETag): with it, the answer may be cached for good' })),
});

/** Without the hash in the URL a clip may change under the same address: an hour, then revalidate. */
const MODEST_CACHE = 'public, max-age=3600';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const binary = { type: 'string', format: 'binary' } as const;

/**
 * GET /api/media/videos/{id}.webm: the blog's own clips (rest/getytlinks), from the
 * database, with byte ranges so a <video> element can seek and start fast (206 Partial
 * Content; 416 for a range past the end). The ETag is the clip's hash; If-None-Match
 * gives 304 and If-Range is honoured. Registered outside the compressed scope: the
 * bytes are compressed already.
 */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/videos/:file',
    {
      schema: {
        tags: ['blog'],
        operationId: 'getBlogVideo',
        summary: 'A video clip of the blog (WebM), whole or a byte range',
        description:
          'Send `Range: bytes=<from>-<to>` for part of it (206 with Content-Range; one range per request; other forms get the whole clip). Cached an hour, or a year as immutable when `v` is the clip’s current hash.',
        security: [],
        params: VideoParamsSchema,
        querystring: VideoQuerySchema,
        response: {
          200: { description: 'The whole clip', content: { 'video/webm': { schema: binary } } },
          206: { description: 'The range asked for (Content-Range says which)', content: { 'video/webm': { schema: binary } } },
          304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          416: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const clip = await findClip(app.db, request.params.file);
      if (!clip) throw notFound('file');
      const etag = `"${clip.hash}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('cache-control', request.query.v === clip.hash ? IMMUTABLE_CACHE : MODEST_CACHE)
        .header('x-content-type-options', 'nosniff');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) {
        return reply.code(304).send();
      }
      // A range of another version of the clip would splice two files: If-Range must name this one.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || String(ifRange).trim() === etag ? parseRange(request.headers.range, clip.size) : 'none';
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${clip.size}`);
        throw new ApiFailure(416, 'INVALID_VALUE', 'Range');
      }
      const { start, end } = range === 'none' ? { start: 0, end: clip.size - 1 } : range;
      const bytes = await readClipBytes(app.db, clip.id, start, end);
      if (range !== 'none') reply.code(206).header('content-range', `bytes ${start}-${end}/${clip.size}`);
      return reply.type(clip.contentType).send(bytes);
    },
  );
};

export default mediaRoutes;
