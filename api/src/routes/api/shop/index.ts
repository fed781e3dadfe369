import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  PRICE_RANGE_REASON,
  SHOP_MAX_PAGE_SIZE,
  SHOP_PAGE_SIZE,
  ShopFacetsSchema,
  ShopIdParamsSchema,
  ShopItemsPageSchema,
  ShopItemsQuerySchema,
  ShopProductSchema,
  ShopVoucherSchema,
} from '@salon/contracts/shop-api';
import { notFound } from '../../../lib/errors.ts';
import { readFacets } from '../../../plugins/app/shop-catalogue/facets.ts';
import { listShopItems } from '../../../plugins/app/shop-catalogue/list-items.ts';
import { productsByIds, vouchersByIds } from '../../../plugins/app/shop-catalogue/read-items.ts';
import favouritesRoutes from './favourites.ts';

/*
 * The shop's catalogue (spec part 2, sections 2, 3 "Product" and 9; decision 0023):
 * products and vouchers to browse, public; a signed-in customer's answers carry their
 * favourite flags. Orders and payments are routes/api/shop-orders.
 */

/** Lists that may come repeated (`brand=a&brand=b`) or comma-separated (`brand=a,b`). */
const LIST_PARAMETERS = ['brand', 'category', 'type', 'volume'] as const;

/**
 * Splits comma-separated values before the schema sees them: `brand=a,b&brand=c` is
 * [a, b, c]; empty values are dropped, and a list left empty is no filter.
 */
async function splitLists(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const key of LIST_PARAMETERS) {
    const value = query[key];
    if (value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).map((part) => part.trim()).filter((part) => part !== '');
    if (values.length === 0) delete query[key];
    else query[key] = values;
  }
}

/** Catalogue edits are rare; a minute of caching spares the database, as for the blog. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * Answers with a favourite flag differ per customer: cached by shared caches only when
 * the request carries no Authorization header, and they vary with it.
 */
function personalCache(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', request.headers.authorization ? 'private, no-store' : PUBLIC_CACHE).header('vary', 'Authorization, Accept-Language');
}

const OPTIONAL_SESSION: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(favouritesRoutes);

  app.get(
    '/shop/items',
    {
      preValidation: splitLists,
      schema: {
        tags: ['shop'],
        operationId: 'listShopItems',
        summary: 'Products and vouchers for sale: filtered, sorted, paged',
        description: [
          '`brand`, `category`, `type` and `volume` take several values, repeated (`brand=a&brand=b`) or comma-separated (`brand=a,b`); values no item has match nothing. They describe products, so any of them leaves vouchers out; `vouchersOnly=true` lists vouchers only. `priceMin` and `priceMax` (grosze, inclusive) apply to both.',
          `\`sort\`: \`suggested\` (default; the shop's order, vouchers and bestsellers first), \`price-asc\`, \`price-desc\`; equal prices (or ranks) go by name, then id. \`page\` from 1, \`pageSize\` 1–${SHOP_MAX_PAGE_SIZE} (${SHOP_PAGE_SIZE}); \`total\` counts every match, and a page past the end is empty.`,
          `priceMin above priceMax: 400 INVALID_VALUE on priceMax with reason ${PRICE_RANGE_REASON}. Texts in the language of Accept-Language. With a session, products carry the customer's \`favourite\` flag (then the answer is not cached).`,
        ].join('\n'),
        security: OPTIONAL_SESSION,
        querystring: ShopItemsQuerySchema,
        response: { 200: ShopItemsPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await listShopItems(app.db, request.query, request.language, request.user?.id ?? null);
      personalCache(request, reply);
      return page;
    },
  );

  app.get(
    '/shop/facets',
    {
      schema: {
        tags: ['shop'],
        operationId: 'getShopFacets',
        summary: 'What the list’s filters can offer',
        description:
          'The brands (by name), categories and types (in the shop’s order) that some product has, the volumes products come in (ascending), and the lowest and highest price of everything for sale. Names in the language of Accept-Language.',
        security: [],
        response: { 200: ShopFacetsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const facets = await readFacets(app.db, request.language);
      reply.header('cache-control', PUBLIC_CACHE).header('vary', 'Accept-Language');
      return facets;
    },
  );

  app.get(
    '/shop/products/:id',
    {
      schema: {
        tags: ['shop'],
        operationId: 'getShopProduct',
        summary: 'A product',
        description: 'An unknown or withdrawn product: 404 NOT_FOUND on id. With a session, `favourite` is the customer’s flag (then the answer is not cached).',
        security: OPTIONAL_SESSION,
        params: ShopIdParamsSchema,
        response: { 200: ShopProductSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = (await productsByIds(app.db, [request.params.id], request.language, request.user?.id ?? null)).get(request.params.id);
      if (!product) throw notFound('id');
      personalCache(request, reply);
      return product;
    },
  );

  app.get(
    '/shop/vouchers/:id',
    {
      schema: {
        tags: ['shop'],
        operationId: 'getShopVoucher',
        summary: 'A voucher for sale',
        description: 'An unknown or withdrawn voucher: 404 NOT_FOUND on id.',
        security: [],
        params: ShopIdParamsSchema,
        response: { 200: ShopVoucherSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const voucher = (await vouchersByIds(app.db, [request.params.id], request.language)).get(request.params.id);
      if (!voucher) throw notFound('id');
      reply.header('cache-control', PUBLIC_CACHE).header('vary', 'Accept-Language');
      return voucher;
    },
  );
};

export default shopRoutes;
