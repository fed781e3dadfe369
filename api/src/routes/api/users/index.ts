import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import profileRoutes from './profile.ts';
import emailChangeRoutes from './email-change.ts';
import phoneChangeRoutes from './phone-change.ts';
import publicUserRoutes from './public.ts';

/** /api/users: the signed-in customer's profile and its changes, and what is public about an account. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(profileRoutes);
  await app.register(emailChangeRoutes);
  await app.register(phoneChangeRoutes);
  await app.register(publicUserRoutes);
};

export default usersRoutes;
