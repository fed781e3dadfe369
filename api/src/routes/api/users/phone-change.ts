import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@salon/contracts/api';
import { PhoneChangeConfirmSchema, PhoneChangeSchema, UserProfileSchema } from '@salon/contracts/identity-api';
import type { UserRow } from '../../../db/schema.ts';
import type { Executor } from '../../../plugins/app/availability/availability-repository.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';

/*
 * Phone change (spec part 2: phone step, 4-digit SMS code step, confirmation; "update with
 * the full profile plus the new phone; confirm with phone and integer code"). The new
 * number waits as unconfirmedPhone until its code comes back; the account keeps its phone
 * (and its visits) until then. 60 s between codes.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const bearer = [{ bearer: [] }];

/**
 * Sends a code to `phone` and keeps it pending (in the caller's transaction when given):
 * 400 INVALID_VALUE when it is the current one, 409 DUPLICATE_VALUE when another account
 * has it, 429 during the 60 s cooldown (then nothing changes).
 */
export async function startPhoneChange(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  phone: string,
  executor?: Executor,
): Promise<void> {
  if (phone === user.phone) throw new ApiFailure(400, 'INVALID_VALUE', 'phone', { reason: 'SAME_AS_CURRENT' });
  const run = async (trx: Executor) => {
    const owner = await app.users.findByPhone(phone, trx);
    if (owner && owner.id !== user.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'phone');
    await app.codes.send({ purpose: 'PHONE_CHANGE', channel: 'SMS', target: phone, context: user.id, language: request.language, request, executor: trx });
    await trx.updateTable('users').set({ pending_phone: phone, updated_at: app.clock.now().toJSDate() }).where('id', '=', user.id).execute();
  };
  await (executor ? run(executor) : app.db.transaction().execute(run));
}

const phoneChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/me/profile/phone',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'startPhoneChange',
        summary: 'Start a phone change: an SMS code goes to the new number',
        security: bearer,
        body: PhoneChangeSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = (await app.users.findById(request.user!.id))!;
      await startPhoneChange(app, request, user, phoneOf(request.body.phone));
      return app.users.profile(user.id);
    },
  );

  app.put(
    '/users/me/profile/phone/confirm',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'confirmPhoneChange',
        summary: 'Confirm the new phone with its code (an integer, as the profile sends it)',
        security: bearer,
        body: PhoneChangeConfirmSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = (await app.users.findById(request.user!.id))!;
      const phone = phoneOf(request.body.phone);
      if (user.pending_phone !== phone) throw new ApiFailure(400, 'INVALID_TOKEN', 'token');
      const code = String(request.body.token).padStart(4, '0');
      const outcome = await app.codes.check({ purpose: 'PHONE_CHANGE', target: phone, code, context: user.id, consume: true });
      if (outcome === 'LOCKED') throw new ApiFailure(429, 'INVALID_TOKEN_TOO_MANY_TIMES', 'token');
      if (outcome !== 'OK') throw new ApiFailure(400, 'INVALID_TOKEN', 'token');
      try {
        await app.db
          .updateTable('users')
          .set({ phone, pending_phone: null, updated_at: app.clock.now().toJSDate() })
          .where('id', '=', user.id)
          .execute();
      } catch (error) {
        throw duplicateValueOf(error) ?? error;
      }
      return app.users.profile(user.id);
    },
  );
};

export default phoneChangeRoutes;
