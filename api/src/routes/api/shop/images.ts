import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SHOP_IMAGE_WIDTHS, type ShopImageWidth } from '@salon/contracts/shop-api';
import { IMAGE_RESPONSES, imageFormatParam, imageWidthQuery, photoIdParam, sendLibraryImage } from '../../../plugins/app/images/renditions.ts';

/** Without `w`: the width of a product card on a wide screen. */
const DEFAULT_WIDTH: ShopImageWidth = 640;

/**
 * GET /api/images/shop/{photo}.{format}?w= : a packshot or voucher picture of the shop's
 * photo library, square, as AVIF or WebP, `w` wide (one of SHOP_IMAGE_WIDTHS, never past
 * the master). Rendered and cached by the pipeline of the salon pictures; cached for a
 * year as immutable (a photo's id changes with its master). Registered outside the
 * compressed scope: the bytes are compressed already.
 */
const shopImagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/shop/:photo.:format',
    {
      schema: {
        tags: ['shop'],
        operationId: 'getShopImage',
        summary: 'A shop picture (product packshot or voucher card) as AVIF or WebP',
        description: `Scaled to \`w\` (${SHOP_IMAGE_WIDTHS.join(', ')}; ${DEFAULT_WIDTH} when absent), never past the master. Answers carry \`Cache-Control: public, max-age=31536000, immutable\` and an ETag (If-None-Match gives 304). A bad format or width: 400 on \`format\` or \`w\`; a malformed id 400, an unknown one 404, on \`photo\`.`,
        security: [],
        params: Type.Object({ photo: photoIdParam('product-olaplex-no-3-hair-perfector-11b964f9'), format: imageFormatParam() }),
        querystring: imageWidthQuery(SHOP_IMAGE_WIDTHS, DEFAULT_WIDTH),
        response: { ...IMAGE_RESPONSES, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    // The id matched its pattern; only a photo of the library is ever looked up on disk.
    async (request, reply) => sendLibraryImage(app.shopImages, request, reply, { ...request.params, width: request.query.w ?? DEFAULT_WIDTH }),
  );
};

export default shopImagesRoutes;
