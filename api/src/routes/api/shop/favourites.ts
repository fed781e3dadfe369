import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { ShopIdParamsSchema, ShopProductSchema } from '@salon/contracts/shop-api';
import { notFound } from '../../../lib/errors.ts';
import { addFavourite, removeFavourite } from '../../../plugins/app/shop-catalogue/favourites.ts';
import { favouriteProducts } from '../../../plugins/app/shop-catalogue/read-items.ts';

/*
 * The signed-in customer's favourite products (spec part 2: the product's favourite
 * flag, the profile's favourites): mark, unmark, list. Both writes are idempotent and
 * answer 204; each customer reaches only their own favourites.
 */

const bearer = [{ bearer: [] }];
const NO_CONTENT = { description: 'Done (also when it already was)', type: 'null' } as const;

const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me/favorite-products',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shop'],
        operationId: 'listFavouriteProducts',
        summary: 'The customer’s favourite products, the latest marked first',
        description: 'Products still for sale only; each with `favourite: true`. Texts in the language of Accept-Language.',
        security: bearer,
        response: { 200: Type.Array(ShopProductSchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const products = await favouriteProducts(app.db, request.user!.id, request.language);
      reply.header('cache-control', 'private, no-store');
      return products;
    },
  );

  app.post(
    '/users/me/favorite-products/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shop'],
        operationId: 'addFavouriteProduct',
        summary: 'Mark a product as a favourite',
        description: 'Idempotent: marking a favourite again changes nothing and answers 204 too. An unknown or withdrawn product: 404 NOT_FOUND on id.',
        security: bearer,
        params: ShopIdParamsSchema,
        response: { 204: NO_CONTENT, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await addFavourite(app.db, request.user!.id, request.params.id))) throw notFound('id');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/users/me/favorite-products/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shop'],
        operationId: 'removeFavouriteProduct',
        summary: 'Unmark a favourite product',
        description: 'Idempotent: a product that is not (or no longer) marked answers 204 too.',
        security: bearer,
        params: ShopIdParamsSchema,
        response: { 204: NO_CONTENT, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeFavourite(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default favouritesRoutes;
