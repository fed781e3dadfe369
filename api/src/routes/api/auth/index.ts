import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import signInRoutes from './sign-in.ts';
import registrationRoutes from './registration.ts';
import resetRoutes from './reset.ts';

/** /api/auth (spec part 1, section 7 "Authentication"): sign-in, registration, password reset. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signInRoutes);
  await app.register(registrationRoutes);
  await app.register(resetRoutes);
};

export default authRoutes;
