import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decodeJwt } from 'jose';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CodeSentSchema,
  EmailLoginRequestSchema,
  EmailLoginVerifySchema,
  RefreshSchema,
  SmsLoginRequestSchema,
  SmsLoginVerifySchema,
  TokensSchema,
  ValidateResponseSchema,
} from '@salon/contracts/identity-api';
import { ApiFailure } from '../../../lib/errors.ts';
import { emailOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { assertActive, duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';
import { assertCode } from '../../../plugins/app/identity/verification-codes.ts';

/*
 * /api/login (spec part 1, section 7): sign-in by a code instead of a password (SMS to
 * the account's phone, or e-mail), token validation and the refresh the browser's session
 * calls on a 401. Code requests answer 200 whether or not an account exists (the code is
 * then not sent), so they reveal nothing.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
const sendLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login/sms',
    {
      preHandler: app.captcha('phoneTokenRequest'),
      config: sendLimit,
      schema: {
        tags: ['login'],
        operationId: 'sendSignInSmsCode',
        summary: "Send a sign-in code to the account's phone",
        security: [],
        body: SmsLoginRequestSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const phone = phoneOf(request.body.phone);
      const user = await app.users.findByPhone(phone);
      return app.codes.send({
        purpose: 'LOGIN_SMS',
        channel: 'SMS',
        target: phone,
        context: user?.id ?? '',
        language: request.language,
        request,
        silent: !user,
      });
    },
  );

  app.post(
    '/login/sms-verify',
    {
      config: checkLimit,
      schema: {
        tags: ['login'],
        operationId: 'signInWithSmsCode',
        summary: 'Sign in with the code sent by SMS',
        security: [],
        body: SmsLoginVerifySchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const phone = phoneOf(request.body.phone);
      const user = await app.users.findByPhone(phone);
      assertCode(
        await app.codes.check({ purpose: 'LOGIN_SMS', target: phone, code: request.body.token, context: user?.id ?? '', consume: true }),
        'token',
      );
      // A code of an address without an account was never sent: guessing it gets nothing.
      if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'token');
      assertActive(user);
      return app.sessions.start(user.id);
    },
  );

  app.post(
    '/login/email-code-send',
    {
      preHandler: app.captcha('emailTokenRequest'),
      config: sendLimit,
      schema: {
        tags: ['login'],
        operationId: 'sendSignInEmailCode',
        summary: "Send a sign-in code to an e-mail: the account's, or one a phone's account will take",
        security: [],
        body: EmailLoginRequestSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      let user = await app.users.findByEmail(email);
      // A loyalty account known by its phone and without an e-mail takes this one on verification.
      if (!user && request.body.phoneNumber !== undefined) {
        const byPhone = await app.users.findByPhone(phoneOf(request.body.phoneNumber, 'phoneNumber'));
        if (byPhone && byPhone.email === null) user = byPhone;
      }
      return app.codes.send({
        purpose: 'LOGIN_EMAIL',
        channel: 'EMAIL',
        target: email,
        context: user?.id ?? '',
        language: request.language,
        request,
        silent: !user,
      });
    },
  );

  app.post(
    '/login/email-code-verification',
    {
      config: checkLimit,
      schema: {
        tags: ['login'],
        operationId: 'signInWithEmailCode',
        summary: 'Sign in with the code sent by e-mail',
        security: [],
        body: EmailLoginVerifySchema,
        response: { 200: TokensSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      // The account was chosen when the code was sent; the code is bound to it.
      const userId = await app.codes.contextOf('LOGIN_EMAIL', email);
      assertCode(await app.codes.check({ purpose: 'LOGIN_EMAIL', target: email, code: request.body.token, context: userId, consume: true }), 'token');
      // '' (no account when the code was requested: it was never sent) is not an id to look up.
      const user = userId === '' ? undefined : await app.users.findById(userId);
      if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'token');
      assertActive(user);
      if (user.email === null) {
        try {
          await app.db
            .updateTable('users')
            .set({ email, email_confirmed: true, updated_at: app.clock.now().toJSDate() })
            .where('id', '=', user.id)
            .where('email', 'is', null)
            .execute();
        } catch (error) {
          // Another account took the address since the code was sent.
          throw duplicateValueOf(error) ?? error;
        }
      } else if (user.email === email && !user.email_confirmed) {
        await app.db.updateTable('users').set({ email_confirmed: true }).where('id', '=', user.id).execute();
      }
      return app.sessions.start(user.id);
    },
  );

  app.post(
    '/login/validate',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        operationId: 'validateAccessToken',
        summary: 'Whether the bearer access token is valid, and until when',
        security: [{ bearer: [] }],
        response: { 200: ValidateResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const token = request.headers.authorization!.split(' ')[1]!;
      const { exp } = decodeJwt(token);
      return { valid: true, userId: request.user!.id, expiresAt: new Date((exp ?? 0) * 1000).toISOString() };
    },
  );

  app.post(
    '/login/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        operationId: 'refreshTokens',
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        security: [],
        body: RefreshSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => app.sessions.refresh(request.body.refreshToken),
  );
};

export default loginRoutes;
