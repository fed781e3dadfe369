import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { EmailConfirmationResultSchema } from '@salon/contracts/identity-api';
import { ApiFailure, notFound } from '../../../lib/errors.ts';
import { applyEmail } from '../users/email-change.ts';

/*
 * POST /api/email-change-requests/{id}/confirm (spec part 2): the link of an e-mail change
 * (/email-confirmation/{id}) confirms it without signing in; the random id is the
 * capability. 404 for an unknown, cancelled or superseded request; 410 INVALID_TOKEN for
 * an expired one (the page shows its link-expired text); confirming twice is harmless.
 */
const emailChangeRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/email-change-requests/:id/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmailChangeByLink',
        summary: 'Confirm an e-mail change by its link',
        security: [],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: EmailConfirmationResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const pending = await app.db.selectFrom('email_change_requests').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!pending || pending.cancelled_at) throw notFound('id');
      if (pending.confirmed_at) return { confirmed: true, email: pending.new_email };
      if (pending.expires_at.getTime() <= app.clock.now().toMillis()) throw new ApiFailure(410, 'INVALID_TOKEN', 'id');
      const user = await app.users.findById(pending.user_id);
      if (!user) throw notFound('id');
      const owner = await app.users.findByEmail(pending.new_email);
      if (owner && owner.id !== user.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
      await applyEmail(app, request, user, pending.new_email, pending.id);
      return { confirmed: true, email: pending.new_email };
    },
  );
};

export default emailChangeRequestsRoutes;
