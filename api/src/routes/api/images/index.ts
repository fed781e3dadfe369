import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  IMAGE_DEFAULT_WIDTH,
  IMAGE_FORMATS,
  IMAGE_VARIANT_RATIOS,
  IMAGE_WIDTHS,
  type ImageVariant,
  type ImageWidth,
} from '@salon/contracts/catalog-api';
import { notFound } from '../../../lib/errors.ts';
import { PHOTO_ID_PATTERN } from '../../../lib/salon-photos.ts';

const VARIANTS = Object.keys(IMAGE_VARIANT_RATIOS) as ImageVariant[];

const ImageParamsSchema = Type.Object({
  photo: Type.String({ pattern: PHOTO_ID_PATTERN, maxLength: 80, description: 'photo id, e.g. interior-07-3fa2c1d0' }),
  variant: Type.Union(VARIANTS.map((variant) => Type.Literal(variant)), { description: 'ratio variant' }),
  format: Type.Union(IMAGE_FORMATS.map((format) => Type.Literal(format)), { description: 'encoding' }),
});

const ImageQuerySchema = Type.Object({
  w: Type.Optional(Type.Unsafe<ImageWidth>({ type: 'integer', enum: [...IMAGE_WIDTHS], description: `width in pixels; ${IMAGE_DEFAULT_WIDTH} when absent` })),
});

const binary = { type: 'string', format: 'binary' } as const;

/**
 * GET /api/images/salons/{photo}/{variant}.{format}?w= : a salon picture in one of the
 * spec's ratio variants (5_3, 9_11, 17_6, mini) as AVIF or WebP, `w` wide (one of
 * IMAGE_WIDTHS; never upscaled past the master). A photo's id changes with its master,
 * so every answer is cached for a year as immutable; the format is in the URL, so no
 * Vary. Registered outside the compressed scope: the bytes are compressed already.
 */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/salons/:photo/:variant.:format',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getSalonImage',
        summary: 'A salon picture in a ratio variant, as AVIF or WebP',
        description:
          'The variant is cropped from the centre of the master and scaled to `w` (640 when absent), never past the master: a box the master cannot fill comes back smaller, in the same ratio. Answers carry `Cache-Control: public, max-age=31536000, immutable` and an ETag (If-None-Match gives 304).',
        security: [],
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: { description: 'The picture', content: { 'image/avif': { schema: binary }, 'image/webp': { schema: binary } } },
          304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { photo, variant, format } = request.params;
      // The id matched its pattern; only a photo of the library is ever looked up on disk.
      if (!app.salonImages.has(photo)) throw notFound('photo');
      const rendition = await app.salonImages.render({ photo, variant, format, width: request.query.w ?? IMAGE_DEFAULT_WIDTH });
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', rendition.etag)
        .header('x-content-type-options', 'nosniff');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => [rendition.etag, `W/${rendition.etag}`, '*'].includes(tag.trim()))) {
        return reply.code(304).send();
      }
      return reply.type(rendition.contentType).send(rendition.body);
    },
  );
};

export default imagesRoutes;
