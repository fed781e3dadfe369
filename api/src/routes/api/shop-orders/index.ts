import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { CreatedOrderSchema, CreateOrderBodySchema, ShopIdParamsSchema, ShopOrderSchema } from '@salon/contracts/shop-api';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { cancelOrder } from '../../../plugins/app/shop-orders/cancel-order.ts';
import { createOrder } from '../../../plugins/app/shop-orders/create-order.ts';
import { findOwnOrder, toShopOrder } from '../../../plugins/app/shop-orders/read-order.ts';

/*
 * Voucher orders (spec part 2, shop; decision 0023): a signed-in customer orders a
 * voucher for sale and is sent to the payment provider's page; the success page reads
 * the order until the provider's webhook (./payments.ts) has marked it PAID; the failure
 * page cancels it. Only the owner reaches an order: anyone else's is 404.
 */

/**
 * Per customer, counted after the session check and keyed by the account (as blog
 * comments): each order opens a checkout session at the provider, so a script cannot
 * open thousands, while a customer retrying a refused card a few times is never stopped.
 */
const perCustomer = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `${name}:${request.user.id}` : `${name}-ip:${request.ip}`),
  },
});

const shopOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/shop/orders',
    {
      preHandler: app.requireUser,
      config: perCustomer('shop-order', 10),
      schema: {
        tags: ['shop'],
        operationId: 'createShopOrder',
        summary: 'Order a voucher (signed in): the order and the payment page to send the browser to',
        description: [
          'The body names the voucher and the acceptance of the terms, nothing else: name, entries and amount are copied from the catalogue (any price the browser might send is ignored).',
          'termsAccepted must be true (400 INVALID_VALUE on termsAccepted). An unknown or withdrawn voucher: 404 NOT_FOUND on voucherId.',
          'The order is PENDING; `paymentUrl` is the provider’s page (Stripe Checkout, or the local stand-in in development). The provider sends the customer back to /sklep/zamowienie/{id} or /sklep/zamowienie/{id}/niepowodzenie.',
          'When the provider cannot open a payment the order is FAILED and the answer is 502 UNKNOWN_ERROR. At most 10 orders in 10 minutes per customer (429 RATE_LIMITED).',
        ].join('\n'),
        security: [{ bearer: [] }],
        body: CreateOrderBodySchema,
        response: {
          201: CreatedOrderSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body.termsAccepted !== true) throw invalidValue('termsAccepted');
      const { order, paymentUrl } = await createOrder(app, { userId: request.user!.id, voucherId: request.body.voucherId, language: request.language });
      return reply.code(201).send({ order: toShopOrder(order, request.language), paymentUrl });
    },
  );

  app.get(
    '/shop/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shop'],
        operationId: 'getShopOrder',
        summary: 'A voucher order of the signed-in customer (the success page reads it until it is PAID)',
        description:
          'PENDING until the provider’s signed event arrives; PAID with `issuedVoucherId` (listed by GET /api/vouchers); FAILED when the payment was refused or the session expired; CANCELLED when the customer gave up. Another customer’s order, or an unknown one: 404 NOT_FOUND on id.',
        security: [{ bearer: [] }],
        params: ShopIdParamsSchema,
        response: { 200: ShopOrderSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await findOwnOrder(app.db, request.params.id, request.user!.id);
      if (!order) throw notFound('id');
      // The success page polls it while the payment is being confirmed.
      reply.header('cache-control', 'no-store');
      return toShopOrder(order, request.language);
    },
  );

  app.post(
    '/shop/orders/:id/cancel',
    {
      preHandler: app.requireUser,
      config: perCustomer('shop-order-cancel', 30),
      schema: {
        tags: ['shop'],
        operationId: 'cancelShopOrder',
        summary: 'Give up paying a voucher order (the failure page); idempotent',
        description: [
          'A PENDING order becomes CANCELLED and its payment session is closed. Any other order is answered as it is (a PAID order stays PAID), every time.',
          'If the provider reports the session as paid meanwhile, the order stays PENDING until its paid event makes it PAID. A payment that reaches a cancelled order still issues the voucher (the money was taken).',
          'Another customer’s order, or an unknown one: 404 NOT_FOUND on id. At most 30 in 10 minutes per customer (429 RATE_LIMITED).',
        ].join('\n'),
        security: [{ bearer: [] }],
        params: ShopIdParamsSchema,
        response: { 200: ShopOrderSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const order = await findOwnOrder(app.db, request.params.id, request.user!.id);
      if (!order) throw notFound('id');
      return toShopOrder(await cancelOrder(app, order), request.language);
    },
  );
};

export default shopOrdersRoutes;
