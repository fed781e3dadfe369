import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@salon/contracts/api';
import { CodeSentSchema, EmailChangeSchema, EmailOverrideSchema, TokenOnlySchema, UserProfileSchema } from '@salon/contracts/identity-api';
import type { UserRow } from '../../../db/schema.ts';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { emailOf } from '../../../plugins/app/identity/inputs.ts';
import { duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';
import type { CodeCheck } from '../../../plugins/app/identity/verification-codes.ts';
import type { Executor } from '../../../plugins/app/availability/availability-repository.ts';

/*
 * E-mail states and changes (spec part 2: empty, unconfirmed, confirmed; "E-mail change",
 * "E-mail modal flow", section 8):
 * - PUT profile/email: the new address becomes pending and gets a 4-digit code and a link
 *   (/email-confirmation/{requestId}, valid 24 hours); the current one stays until then.
 * - PUT profile/email/confirm {token}: the pending address becomes current and confirmed.
 * - DELETE profile/email/cancelUpdate: drops the pending address (only with a confirmed one).
 * - PUT profile/email/override {email, token}: replaces the address at once with a code
 *   sent to it (the registration dialog's OVERRIDE_EMAIL for a signed-in customer).
 * - POST users/me/email/resend and POST users/me/confirm {token}: confirm the current,
 *   unconfirmed address (the forced verification modal's with-email stage).
 * Wrong codes answer CHANGE_EMAIL_INVALID_REQUEST; a locked one INVALID_TOKEN_TOO_MANY_TIMES,
 * which sends the modal back to its base stage.
 */

export const EMAIL_CHANGE_LINK_HOURS = 24;

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const bearer = [{ bearer: [] }];
const sendLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The wrong-code answers of the profile's e-mail flows. */
export function assertEmailCode(outcome: CodeCheck): void {
  if (outcome === 'OK') return;
  if (outcome === 'LOCKED') throw new ApiFailure(429, 'INVALID_TOKEN_TOO_MANY_TIMES', 'token');
  throw new ApiFailure(400, 'CHANGE_EMAIL_INVALID_REQUEST', 'token');
}

/** The open change request of a customer, if any. */
export function pendingRequest(app: FastifyInstance, userId: string, executor: Executor = app.db) {
  return executor
    .selectFrom('email_change_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', app.clock.now().toJSDate())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Opens a change to `email`: 400 EMAIL_IS_SAME_AS_CURRENT, 409 DUPLICATE_VALUE when
 * another account has it. Earlier open requests are cancelled. The request and its code
 * are written together (in the caller's transaction when given): a code refused by the
 * cooldown leaves the earlier request, and its link, as they were.
 */
export async function startEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  email: string,
  executor?: Executor,
): Promise<void> {
  if (email === user.email) throw new ApiFailure(400, 'EMAIL_IS_SAME_AS_CURRENT', 'email');
  const run = async (trx: Executor) => {
    const owner = await app.users.findByEmail(email, trx);
    if (owner && owner.id !== user.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
    const now = app.clock.now().toJSDate();
    await trx
      .updateTable('email_change_requests')
      .set({ cancelled_at: now })
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('email_change_requests')
      .values({
        user_id: user.id,
        new_email: email,
        previous_email: user.email,
        created_at: now,
        expires_at: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.codes.send({
      purpose: 'EMAIL_CHANGE',
      channel: 'EMAIL',
      target: email,
      context: user.id,
      language: request.language,
      link: `${app.identityConfig.publicUrl}/email-confirmation/${id}`,
      request,
      executor: trx,
    });
  };
  await (executor ? run(executor) : app.db.transaction().execute(run));
}

/**
 * Makes `email` the customer's confirmed address, closing the request when one is given,
 * and tells the previous address.
 */
export async function applyEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'email_confirmed' | 'language'>,
  email: string,
  requestId?: string,
): Promise<void> {
  const now = app.clock.now().toJSDate();
  try {
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email, email_confirmed: true, updated_at: now }).where('id', '=', user.id).execute();
      if (requestId) await trx.updateTable('email_change_requests').set({ confirmed_at: now }).where('id', '=', requestId).execute();
      if (user.email && user.email !== email && user.email_confirmed) {
        await app.outbox.notice(trx, { notice: 'EMAIL_CHANGED', channel: 'EMAIL', recipient: user.email, language: user.language }, request);
      }
    });
  } catch (error) {
    throw duplicateValueOf(error) ?? error;
  }
}

const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = async (request: FastifyRequest) => (await app.users.findById(request.user!.id))!;

  app.put(
    '/users/me/profile/email',
    {
      preHandler: app.requireUser,
      config: sendLimit,
      schema: {
        tags: ['profile'],
        operationId: 'startEmailChange',
        summary: 'Start an e-mail change: the address is pending until confirmed by code or link (version 4)',
        security: bearer,
        body: EmailChangeSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      await startEmailChange(app, request, user, emailOf(request.body.email));
      return app.users.profile(user.id);
    },
  );

  app.put(
    '/users/me/profile/email/confirm',
    {
      preHandler: app.requireUser,
      config: checkLimit,
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm the pending e-mail with its 4-digit code (version 4)',
        security: bearer,
        body: TokenOnlySchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      const pending = await pendingRequest(app, user.id);
      if (!pending) throw new ApiFailure(400, 'CHANGE_EMAIL_INVALID_REQUEST', 'token');
      assertEmailCode(
        await app.codes.check({ purpose: 'EMAIL_CHANGE', target: pending.new_email, code: request.body.token, context: user.id, consume: true }),
      );
      await applyEmail(app, request, user, pending.new_email, pending.id);
      return app.users.profile(user.id);
    },
  );

  app.delete(
    '/users/me/profile/email/cancelUpdate',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'cancelEmailChange',
        summary: 'Drop the pending e-mail and keep the confirmed one',
        security: bearer,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      if (!user.email || !user.email_confirmed) throw invalidValue('email');
      await app.db
        .updateTable('email_change_requests')
        .set({ cancelled_at: app.clock.now().toJSDate() })
        .where('user_id', '=', user.id)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .execute();
      return app.users.profile(user.id);
    },
  );

  app.put(
    '/users/me/profile/email/override',
    {
      preHandler: app.requireUser,
      config: checkLimit,
      schema: {
        tags: ['profile'],
        operationId: 'overrideEmail',
        summary: 'Replace the e-mail at once with a code sent to the new address (version 4)',
        security: bearer,
        body: EmailOverrideSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      const email = emailOf(request.body.email);
      if (email === user.email && user.email_confirmed) throw new ApiFailure(400, 'EMAIL_IS_SAME_AS_CURRENT', 'email');
      const owner = await app.users.findByEmail(email);
      if (owner && owner.id !== user.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
      // The code of a change request of this customer, or the registration dialog's e-mail code.
      const viaChange = await app.codes.contextOf('EMAIL_CHANGE', email);
      const outcome =
        viaChange === user.id
          ? await app.codes.check({ purpose: 'EMAIL_CHANGE', target: email, code: request.body.token, context: user.id, consume: true })
          : await app.codes.check({ purpose: 'REGISTER_EMAIL', target: email, code: request.body.token, consume: true });
      assertEmailCode(outcome);
      const pending = await pendingRequest(app, user.id);
      await applyEmail(app, request, user, email, pending?.new_email === email ? pending.id : undefined);
      return app.users.profile(user.id);
    },
  );

  app.post(
    '/users/me/email/resend',
    {
      preHandler: app.requireUser,
      config: sendLimit,
      schema: {
        tags: ['profile'],
        operationId: 'resendEmailConfirmationCode',
        summary: 'Send a confirmation code to the pending or unconfirmed e-mail again (60 s apart)',
        security: bearer,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      const pending = await pendingRequest(app, user.id);
      if (pending) {
        return app.codes.send({
          purpose: 'EMAIL_CHANGE',
          channel: 'EMAIL',
          target: pending.new_email,
          context: user.id,
          language: request.language,
          link: `${app.identityConfig.publicUrl}/email-confirmation/${pending.id}`,
          request,
        });
      }
      if (!user.email || user.email_confirmed) throw invalidValue('email');
      return app.codes.send({ purpose: 'EMAIL_CONFIRM', channel: 'EMAIL', target: user.email, context: user.id, language: request.language, request });
    },
  );

  app.post(
    '/users/me/confirm',
    {
      preHandler: app.requireUser,
      config: checkLimit,
      schema: {
        tags: ['profile'],
        operationId: 'confirmEmail',
        summary: 'Confirm the current, unconfirmed e-mail with its code',
        security: bearer,
        body: TokenOnlySchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      if (!user.email || user.email_confirmed) throw new ApiFailure(400, 'CHANGE_EMAIL_INVALID_REQUEST', 'token');
      assertEmailCode(
        await app.codes.check({ purpose: 'EMAIL_CONFIRM', target: user.email, code: request.body.token, context: user.id, consume: true }),
      );
      await app.db.updateTable('users').set({ email_confirmed: true, updated_at: app.clock.now().toJSDate() }).where('id', '=', user.id).execute();
      return app.users.profile(user.id);
    },
  );
};

export default emailChangeRoutes;
