import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { IMAGE_DEFAULT_WIDTH, IMAGE_VARIANT_RATIOS, IMAGE_WIDTHS, type ImageVariant } from '@salon/contracts/catalog-api';
import { IMAGE_RESPONSES, imageFormatParam, imageWidthQuery, photoIdParam, sendLibraryImage } from '../../../plugins/app/images/renditions.ts';

const VARIANTS = Object.keys(IMAGE_VARIANT_RATIOS) as ImageVariant[];

const ImageParamsSchema = Type.Object({
  photo: photoIdParam('interior-07-3fa2c1d0'),
  variant: Type.Union(VARIANTS.map((variant) => Type.Literal(variant)), { description: 'ratio variant' }),
  format: imageFormatParam(),
});

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
        querystring: imageWidthQuery(IMAGE_WIDTHS, IMAGE_DEFAULT_WIDTH),
        response: {
          ...IMAGE_RESPONSES,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The id matched its pattern; only a photo of the library is ever looked up on disk.
      return sendLibraryImage(app.salonImages, request, reply, { ...request.params, width: request.query.w ?? IMAGE_DEFAULT_WIDTH });
    },
  );
};

export default imagesRoutes;
