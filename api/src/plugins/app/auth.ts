import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { verifyAccessToken } from '../../lib/access-token.ts';
import { ApiFailure } from '../../lib/errors.ts';

/** The signed-in customer of a request. */
export interface AuthUser {
  id: string;
  /** The account's phone (E.164), when it has one. */
  phone: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for a guest. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler of routes only a signed-in customer may call: 401 UNAUTHORIZED otherwise. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

const unauthorized = () => new ApiFailure(401, 'UNAUTHORIZED');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads `Authorization: Bearer <access token>`. A token that does not verify, or whose
 * user no longer exists, is a 401 even on public routes: the browser then refreshes
 * once and replays, instead of silently acting as a guest. A token of an inactive
 * loyalty account is a 403 USER_INACTIVE.
 */
export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request) => {
      if (!request.user) throw unauthorized();
    });
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
      const claims = await verifyAccessToken(jwtSecret, token, app.clock.now().toJSDate());
      if (!claims || !UUID.test(claims.sub)) throw unauthorized();
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'phone', 'loyalty_status'])
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!user) throw unauthorized();
      // An inactive loyalty account is signed out everywhere (spec: 403 USER_INACTIVE).
      if (user.loyalty_status === 'INACTIVE') throw new ApiFailure(403, 'USER_INACTIVE');
      request.user = { id: user.id, phone: user.phone };
    });
  },
  { name: 'auth', dependencies: ['database', 'clock'] },
);
