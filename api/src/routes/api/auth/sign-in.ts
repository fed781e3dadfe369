import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  IdentifyRequestSchema,
  IdentifyResponseSchema,
  LoginRequestSchema,
  RefreshSchema,
  TokensSchema,
} from '@salon/contracts/identity-api';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { verifyPassword } from '../../../lib/password.ts';
import { emailOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { assertActive } from '../../../plugins/app/identity/users-repository.ts';

/*
 * Identification and password sign-in (spec part 1, section 4 "Authentication"):
 * identify tells the dialog whether to show LOGIN or REGISTER_CHOOSE; login takes an
 * e-mail or a phone with the password. An unknown account and a wrong password answer
 * alike (BAD_CREDENTIALS) after the same argon2 work, so neither the answer nor its
 * timing tells whether an account exists beyond what identify shows by design.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/identify',
    {
      preHandler: app.captcha('identify'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'identifyEmail',
        summary: 'Whether an e-mail has a web account (LOGIN) or not (REGISTER_CHOOSE)',
        security: [],
        body: IdentifyRequestSchema,
        response: { 200: IdentifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.findByEmail(emailOf(request.body.email));
      if (!user) return { isNewUser: true, hasLoyaltyAccount: false };
      const social = await app.db.selectFrom('social_identities').select('provider').where('user_id', '=', user.id).executeTakeFirst();
      return { isNewUser: user.password_hash === null && !social, hasLoyaltyAccount: user.loyalty_status !== null };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'signInWithPassword',
        summary: 'Sign in with an e-mail or a phone and the password',
        security: [],
        body: LoginRequestSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const { email, phone, password } = request.body;
      if ((email === undefined) === (phone === undefined)) throw invalidValue(email === undefined ? 'email' : 'phone');
      const user = email !== undefined ? await app.users.findByEmail(emailOf(email)) : await app.users.findByPhone(phoneOf(phone!));
      const right = await verifyPassword(user?.password_hash, password);
      if (!user || !right) {
        if (user && user.password_hash === null) {
          const social = await app.db.selectFrom('social_identities').select('provider').where('user_id', '=', user.id).executeTakeFirst();
          if (social) throw new ApiFailure(403, 'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN', undefined, { provider: social.provider });
        }
        throw new ApiFailure(401, 'BAD_CREDENTIALS', 'password');
      }
      assertActive(user);
      if (user.password_change_required) throw new ApiFailure(403, 'PASSWORD_CHANGE_REQUIRED');
      return app.sessions.start(user.id);
    },
  );

  app.post(
    '/auth/logout',
    {
      // Each call looks a token up by its hash: throttled like the refresh it mirrors.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out: the refresh token and every token of its family stop working',
        // The refresh token in the body is the credential.
        security: [],
        body: RefreshSchema,
        response: { 204: Type.Null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.revoke(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};

export default signInRoutes;
