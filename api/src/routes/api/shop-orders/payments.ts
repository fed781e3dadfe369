import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { invalidValue } from '../../../lib/errors.ts';
import { handlePaymentEvent } from '../../../plugins/app/shop-orders/handle-payment-event.ts';
import { PaymentSignatureError } from '../../../plugins/app/shop-orders/payment-provider.ts';
import { localProviderOf } from '../../../plugins/app/shop-orders/shop-orders.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../plugins/app/shop-orders/stripe-signature.ts';
import localPaymentRoutes from './local-payments.ts';

/*
 * The payment provider's side (decision 0023): its signed webhook, and the local
 * stand-in's payment page when that is the provider. Registered outside the compressed
 * scope; the webhook in a scope of its own whose body parser keeps the raw bytes, which
 * are what the signature covers.
 */

/** Stripe's events are a few kilobytes; a generous bound, below the API's default. */
const WEBHOOK_BODY_LIMIT = 128 * 1024;

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any content type, kept as the bytes that came: re-serialised JSON would not verify.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/shop/payments/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['shop'],
        operationId: 'receivePaymentEvent',
        summary: 'The payment provider’s signed events (Stripe’s format); authenticated by their signature',
        description: [
          `An event as Stripe sends it (JSON), with \`Stripe-Signature: t=…,v1=…\`: HMAC-SHA-256 of \`{t}.{body}\` under the webhook secret, at most ${WEBHOOK_TOLERANCE_SECONDS} s old. A missing, wrong or stale signature: 400 INVALID_VALUE on signature.`,
          'checkout.session.completed (payment_status paid) and checkout.session.async_payment_succeeded mark the order PAID and issue its voucher once; checkout.session.expired and checkout.session.async_payment_failed mark a pending order FAILED; other types are ignored.',
          'Each event id is acted on once: a replay answers 200 and does nothing. An amount, currency or session that is not the order’s: 400 INVALID_VALUE naming it, nothing issued.',
        ].join('\n'),
        security: [],
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ description: 't=<unix seconds>,v1=<hex HMAC-SHA-256>' })) }),
        response: { 200: Type.Object({ received: Type.Literal(true) }), 400: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = app.paymentProvider.verifyEvent(rawBody, request.headers['stripe-signature']);
      } catch (error) {
        if (!(error instanceof PaymentSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused: signature');
        throw invalidValue('signature');
      }
      const outcome = await handlePaymentEvent(app, event, request);
      request.log.info({ eventId: event.id, eventType: event.type, outcome }, 'payment event');
      return { received: true as const };
    },
  );
};

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(webhookRoutes);
  // The page that pays without money exists only with the local provider (never in production).
  const local = localProviderOf(app.paymentProvider);
  if (local) await app.register(localPaymentRoutes, { provider: local });
};

export default paymentRoutes;
