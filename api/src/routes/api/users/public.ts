import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { PhoneAccountInfoSchema, PhoneSchema, PublicUserSchema } from '@salon/contracts/identity-api';
import { notFound } from '../../../lib/errors.ts';
import { phoneOf } from '../../../plugins/app/identity/inputs.ts';

/*
 * What is public about an account: a customer's first name and initials by id (spec part
 * 2: GET /api/users/{id}/public, e.g. for comments), and whether a phone is registered
 * (spec part 1: the account suggestion after a guest's booking depends on it). The phone
 * lookup tells no more than the registration dialog does, and is throttled per IP.
 */

const publicUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/public',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'getPhoneAccountInfo',
        summary: 'Whether a phone has an account (for the account suggestion after booking)',
        security: [],
        querystring: Type.Object({ phone: PhoneSchema }),
        response: { 200: PhoneAccountInfoSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.users.findByPhone(phoneOf(request.query.phone));
      if (!user) return { registered: false, hasPassword: false };
      const social = await app.db.selectFrom('social_identities').select('provider').where('user_id', '=', user.id).executeTakeFirst();
      return { registered: user.password_hash !== null || social !== undefined, hasPassword: user.password_hash !== null };
    },
  );

  app.get(
    '/users/:id/public',
    {
      schema: {
        tags: ['profile'],
        operationId: 'getPublicUser',
        summary: "A customer's public name: first name and initials",
        security: [],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: PublicUserSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.users.findById(request.params.id);
      if (!user) throw notFound('id');
      const initials = [user.first_name, user.last_name].map((name) => name?.trim().charAt(0).toUpperCase() ?? '').join('');
      return { id: user.id, firstName: user.first_name, initials };
    },
  );
};

export default publicUserRoutes;
