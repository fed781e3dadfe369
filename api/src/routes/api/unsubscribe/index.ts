import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { UnsubscribeEmailQuerySchema } from '@salon/contracts/unsubscribe-api';
import { ApiFailure, notFound } from '../../../lib/errors.ts';
import { isUnsubscribeSignature, revokeEmailMarketingConsent } from '../../../plugins/app/identity/unsubscribe-links.ts';

/*
 * PUT /api/unsubscribe/email (spec part 2, section 7): the unsubscribe link of an e-mail
 * (/unsubscribe/email/{customerId}?sig=…) revokes the customer's Email marketing consent
 * without signing in. The signature is the capability: a wrong one is 403 INVALID_TOKEN
 * before the customer is even looked up, so the route tells nobody which ids exist.
 * Repeating it is harmless (204 each time). A campaign's link also names its mailing
 * (lunchListId, emailId, contactUid): all three or none.
 */

const MAILING_IDS = ['lunchListId', 'emailId', 'contactUid'] as const;

const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/unsubscribe/email',
    {
      // Public and answered without a session: limit guessing from one address.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'unsubscribeEmail',
        summary: 'Withdraw the e-mail marketing consent with the signed link of a message (idempotent)',
        security: [],
        querystring: UnsubscribeEmailQuerySchema,
        response: {
          204: Type.Null({ description: 'The consent is withdrawn (or already was)' }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { customerId, signature } = request.query;
      const given = MAILING_IDS.filter((key) => request.query[key] !== undefined);
      if (given.length > 0 && given.length < MAILING_IDS.length) {
        throw new ApiFailure(400, 'ONE_OF_IS_NULL', MAILING_IDS.find((key) => request.query[key] === undefined));
      }
      if (!isUnsubscribeSignature(app.identityConfig.unsubscribeSecret, customerId, signature)) {
        throw new ApiFailure(403, 'INVALID_TOKEN', 'signature');
      }
      const now = app.clock.now().toJSDate();
      const outcome = await revokeEmailMarketingConsent(app.db, customerId, now);
      // A signed link to an account deleted since: nothing to unsubscribe.
      if (outcome === 'unknown') throw notFound('customerId');
      if (outcome === 'revoked') {
        // Which campaign lost the customer, for marketing's statistics (the tracker's events).
        const { lunchListId, emailId, contactUid } = request.query;
        await app.tracking.record(
          [{ type: 'email-unsubscribed', at: now.toISOString(), app: 'api', ...(lunchListId ? { data: { lunchListId, emailId, contactUid } } : {}) }],
          { userId: customerId, receivedAt: now },
        );
      }
      return reply.code(204).send(null);
    },
  );
};

export default unsubscribeRoutes;
