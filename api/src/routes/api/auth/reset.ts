import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CodeSentSchema,
  PhoneResetCheckSchema,
  PhoneResetRequestSchema,
  PhoneResetSchema,
  ResetCheckSchema,
  ResetRequestSchema,
  ResetSchema,
  VerifiedSchema,
} from '@salon/contracts/identity-api';
import type { MessageChannel, UserRow } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/password.ts';
import { assertStrongPassword, emailOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { assertCode } from '../../../plugins/app/identity/verification-codes.ts';

/*
 * Password reset by e-mail or by phone (spec part 1, section 4: the code is requested on
 * entry, checked, then the new password is set and the dialog returns to LOGIN). A
 * request always answers 200: for an address without an account the code is not sent but
 * everything else runs (cooldowns included), so the answer does not reveal accounts. A
 * reset ends every session of the account and tells the customer by e-mail.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };
const sendLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

interface Channel {
  purpose: 'RESET_EMAIL' | 'RESET_PHONE';
  channel: MessageChannel;
  find(target: string): Promise<UserRow | undefined>;
}

const resetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const byEmail: Channel = { purpose: 'RESET_EMAIL', channel: 'EMAIL', find: (email) => app.users.findByEmail(email) };
  const byPhone: Channel = { purpose: 'RESET_PHONE', channel: 'SMS', find: (phone) => app.users.findByPhone(phone) };

  /** Accounts that can sign in with a password after a reset: a password already, or a loyalty account. */
  const resettable = (user: UserRow | undefined): boolean => user !== undefined && (user.password_hash !== null || user.loyalty_status !== null);

  async function requestCode(via: Channel, target: string, request: FastifyRequest) {
    const user = await via.find(target);
    return app.codes.send({
      purpose: via.purpose,
      channel: via.channel,
      target,
      context: user?.id ?? '',
      language: request.language,
      request,
      silent: !resettable(user),
    });
  }

  async function checkCode(via: Channel, target: string, code: string, consume: boolean) {
    const user = await via.find(target);
    assertCode(await app.codes.check({ purpose: via.purpose, target, code, context: user?.id ?? '', consume }), 'token');
    // A code of an address without a resettable account was never sent: guessing it gets nothing.
    if (!user || !resettable(user)) throw new ApiFailure(401, 'UNAUTHORIZED', 'token');
    return user;
  }

  async function reset(via: Channel, target: string, code: string, password: string, request: FastifyRequest) {
    assertStrongPassword(password);
    const user = await checkCode(via, target, code, true);
    const hash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: hash, password_change_required: false, updated_at: app.clock.now().toJSDate() })
        .where('id', '=', user.id)
        .execute();
      await app.sessions.revokeAll(user.id, trx);
      const channel: MessageChannel = user.email ? 'EMAIL' : 'SMS';
      const recipient = user.email ?? user.phone;
      if (recipient) await app.outbox.notice(trx, { notice: 'PASSWORD_CHANGED', channel, recipient, language: request.language }, request);
    });
    return { verified: true as const };
  }

  const routes = [
    { path: '/auth/reset', via: byEmail, request: ResetRequestSchema, check: ResetCheckSchema, reset: ResetSchema, of: 'an e-mail', by: 'Email' },
    {
      path: '/auth/reset/phone',
      via: byPhone,
      request: PhoneResetRequestSchema,
      check: PhoneResetCheckSchema,
      reset: PhoneResetSchema,
      of: 'a phone',
      by: 'Phone',
    },
  ] as const;

  const targetOf = (body: { email?: string; phone?: string }) => (body.email !== undefined ? emailOf(body.email) : phoneOf(body.phone ?? ''));

  for (const route of routes) {
    app.post(
      `${route.path}/request`,
      {
        preHandler: app.captcha('resetPassword'),
        config: sendLimit,
        schema: {
          tags: ['auth'],
          operationId: `requestPasswordResetBy${route.by}`,
          summary: `Send a password reset code to ${route.of} (answers 200 whether or not an account has it)`,
          security: [],
          body: route.request,
          response: { 200: CodeSentSchema, ...errors },
        },
      },
      async (request) => requestCode(route.via, targetOf(request.body as { email?: string; phone?: string }), request),
    );
    app.post(
      `${route.path}/check`,
      {
        config: checkLimit,
        schema: {
          tags: ['auth'],
          operationId: `checkPasswordResetCodeBy${route.by}`,
          summary: `Check a password reset code sent to ${route.of}`,
          security: [],
          body: route.check,
          response: { 200: VerifiedSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body as { email?: string; phone?: string; token: string };
        await checkCode(route.via, targetOf(body), body.token, false);
        return { verified: true as const };
      },
    );
    app.post(
      route.path,
      {
        config: checkLimit,
        schema: {
          tags: ['auth'],
          operationId: `resetPasswordBy${route.by}`,
          summary: `Set a new password with a reset code sent to ${route.of}`,
          security: [],
          body: route.reset,
          response: { 200: VerifiedSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body as { email?: string; phone?: string; token: string; password: string };
        return reset(route.via, targetOf(body), body.token, body.password, request);
      },
    );
  }
};

export default resetRoutes;
