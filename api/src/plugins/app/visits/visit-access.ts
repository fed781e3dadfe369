import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';
import { notFound } from '../../../lib/errors.ts';
import { isVisitAccessToken } from './visit-links.ts';

/*
 * Who may read, edit and cancel one visit (decision 0024): whoever holds its manage
 * link's token (the `x-visit-token` header) until the visit's last reservation has ended,
 * or the signed-in customer whose visit it is, at any time. Anyone else gets the 404 of
 * an unknown id, before any other check of the visit: a stranger learns neither that the
 * visit exists nor what state it is in.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of a route on one visit, whose id is the path parameter `param`: 404
     * NOT_FOUND on that parameter unless the request may manage the visit.
     */
    requireVisitAccess(param: 'id' | 'visitId'): preHandlerAsyncHookHandler;
  }
}

/** The manage token of a request: the header once, as a string. */
function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[VISIT_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export default fp(
  async (app) => {
    /** Whether the request may manage the visit; false for an unknown visit too. */
    async function mayManage(request: FastifyRequest, visitId: string): Promise<boolean> {
      const visit = await app.db
        .selectFrom('visits as v')
        .innerJoin('reservations as r', 'r.visit_id', 'v.id')
        .select(['v.phone', 'v.user_id', sql<Date>`max(r.ends_at)`.as('ends_at')])
        .where('v.id', '=', visitId)
        .groupBy(['v.id', 'v.phone', 'v.user_id'])
        .executeTakeFirst();
      if (!visit) return false;

      const { user } = request;
      // The customer's own visits, as their lists find them (visits-repository visitIdsOf):
      // by the account's phone, or by the account for one without a phone.
      if (user && (user.phone !== null ? visit.phone === user.phone : visit.user_id === user.id)) return true;

      const token = tokenOf(request);
      if (token === null || !isVisitAccessToken(app.identityConfig.visitLinkSecret, visitId, token)) return false;
      // The link expires with the visit: a message read long after opens nothing.
      return new Date(visit.ends_at).getTime() > app.clock.now().toMillis();
    }

    app.decorate('requireVisitAccess', (param: 'id' | 'visitId'): preHandlerAsyncHookHandler => async (request) => {
      const visitId = (request.params as Record<string, string>)[param];
      if (visitId === undefined || !(await mayManage(request, visitId))) throw notFound(param);
    });
  },
  { name: 'visit-access', dependencies: ['database', 'clock', 'auth'] },
);
