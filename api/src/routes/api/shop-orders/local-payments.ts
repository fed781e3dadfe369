import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { isLanguage } from '@salon/contracts/languages';
import { notFound } from '../../../lib/errors.ts';
import { translate } from '../../../lib/translate.ts';
import { LOCAL_PAYMENT_PATH, LOCAL_SESSION_PATTERN, type LocalOutcome, type LocalPaymentProvider } from '../../../plugins/app/shop-orders/local-provider.ts';
import { localPaymentPagePolicy, renderLocalPaymentPage, type LocalPaymentPage } from '../../../plugins/app/shop-orders/local-payment-page.ts';

/*
 * The local stand-in's payment page (development and tests only; payments.ts registers
 * it with the local provider, which refuses production):
 * - GET  /api/shop/payments/local/{sessionId}?lang=: the order's voucher and amount, pay or refuse;
 * - POST /api/shop/payments/local/{sessionId} (outcome=paid|failed, form-encoded): the
 *   outcome as Stripe reports it, a signed event posted to the webhook, then a 303 to
 *   the site's order page (paid) or failure page (refused), where Stripe would send the
 *   customer.
 * A session is open while its order is PENDING and younger than 30 minutes; past that
 * the page delivers the expiry event Stripe would send, and shows the session closed.
 */

const SessionParamsSchema = Type.Object({ sessionId: Type.String({ pattern: LOCAL_SESSION_PATTERN, description: 'The local checkout session (cs_local_…)' }) });
const PageQuerySchema = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 5, description: 'pl, en or fr; otherwise Accept-Language' })) });
const OutcomeFormSchema = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed')], { description: 'paid: the payment goes through; failed: it is refused' }) });
const HtmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

const localPaymentRoutes: FastifyPluginAsyncTypebox<{ provider: LocalPaymentProvider }> = async (app, { provider }) => {
  if (process.env.NODE_ENV === 'production') throw new Error('the local payment page cannot run in production');
  // The page's form posts urlencoded; only here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const siteOrigin = new URL(app.identityConfig.publicUrl).origin;

  const sessionOrder = (sessionId: string) =>
    app.db
      .selectFrom('shop_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'o.status', 'o.amount', 'o.entries', 'o.voucher_name', 'o.created_at', 'o.provider_session', 'u.email'])
      .where('o.provider', '=', 'local')
      .where('o.provider_session', '=', sessionId)
      .executeTakeFirst();
  type SessionOrder = NonNullable<Awaited<ReturnType<typeof sessionOrder>>>;

  /** Posts the signed event to the webhook, as Stripe would over HTTP. */
  async function deliver(order: SessionOrder, outcome: LocalOutcome): Promise<void> {
    const event = provider.signedEvent(
      { id: order.id, sessionId: order.provider_session!, amount: order.amount, customerEmail: order.email, createdAt: order.created_at },
      outcome,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/shop/payments/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    if (response.statusCode !== 200) app.log.warn({ eventId: event.eventId, status: response.statusCode, body: response.body }, 'local payment: webhook refused the event');
  }

  /** Open while PENDING and not expired; an expired pending session gets its expiry event first. */
  async function isOpen(order: SessionOrder): Promise<boolean> {
    if (order.status !== 'PENDING') return false;
    if (app.clock.now().toJSDate() < provider.expiresAt(order.created_at)) return true;
    await deliver(order, 'failed');
    return false;
  }

  function sendPage(reply: FastifyReply, page: LocalPaymentPage) {
    return reply
      .code(page.state === 'open' ? 200 : 410)
      .header('content-security-policy', localPaymentPagePolicy(siteOrigin))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderLocalPaymentPage(page));
  }

  const pageOf = (order: SessionOrder, sessionId: string, language: LocalPaymentPage['language'], open: boolean): LocalPaymentPage => ({
    language,
    path: `${LOCAL_PAYMENT_PATH}/${sessionId}`,
    orderId: order.id,
    voucherName: translate(order.voucher_name, language) ?? '',
    entries: order.entries,
    amount: order.amount,
    state: open ? 'open' : 'closed',
    orderUrl: provider.returnUrl(order.id, 'paid'),
  });

  app.get(
    '/shop/payments/local/:sessionId',
    {
      schema: {
        tags: ['shop'],
        operationId: 'showLocalPaymentPage',
        summary: 'The local stand-in’s payment page (development only): pay or refuse',
        description:
          'HTML in the language of `lang` (pl, en, fr) or Accept-Language. 200 with the form while the order is pending and the session younger than 30 minutes; 410 with a notice once it is closed. An unknown session: 404 on sessionId.',
        security: [],
        params: SessionParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: HtmlPage('The payment page'), 400: ApiErrorSchema, 404: ApiErrorSchema, 410: HtmlPage('The session is closed: paid, cancelled, failed or expired') },
      },
    },
    async (request, reply) => {
      const order = await sessionOrder(request.params.sessionId);
      if (!order) throw notFound('sessionId');
      const language = isLanguage(request.query.lang) ? request.query.lang : request.language;
      return sendPage(reply, pageOf(order, request.params.sessionId, language, await isOpen(order)));
    },
  );

  app.post(
    '/shop/payments/local/:sessionId',
    {
      schema: {
        tags: ['shop'],
        operationId: 'completeLocalPayment',
        summary: 'Pay or refuse on the local payment page (development only)',
        description:
          'Form-encoded `outcome`: paid sends checkout.session.completed (payment_status paid), failed sends checkout.session.expired, each in Stripe’s format and signed like Stripe, to POST /api/shop/payments/webhook; then 303 to PUBLIC_URL/sklep/zamowienie/{id} (paid) or …/niepowodzenie (failed). A closed session: 410 with the notice, nothing sent. An unknown session: 404 on sessionId.',
        security: [],
        params: SessionParamsSchema,
        querystring: PageQuerySchema,
        body: { content: { 'application/x-www-form-urlencoded': { schema: OutcomeFormSchema } } },
        response: {
          303: Type.Null({ description: 'To the site’s order page (paid) or failure page (refused)' }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          410: HtmlPage('The session is closed: nothing was sent'),
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await sessionOrder(request.params.sessionId);
      if (!order) throw notFound('sessionId');
      const language = isLanguage(request.query.lang) ? request.query.lang : request.language;
      if (!(await isOpen(order))) return sendPage(reply, pageOf(order, request.params.sessionId, language, false));
      const { outcome } = request.body as { outcome: LocalOutcome };
      await deliver(order, outcome);
      return reply.redirect(provider.returnUrl(order.id, outcome), 303);
    },
  );
};

export default localPaymentRoutes;
