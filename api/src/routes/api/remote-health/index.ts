import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  REMOTE_HEALTH_WINDOW_SECONDS,
  RemoteHealthBatchSchema,
  RemoteHealthQuerySchema,
  RemoteHealthSchema,
} from '@salon/contracts/remote-health-api';
import { invalidValue } from '../../../lib/errors.ts';
import { MACHINE_KEY_SECURITY } from '../../../plugins/app/machine-keys/machine-keys.ts';

/*
 * The remotes' health (decision 0038): the shell posts, per remote and version, how many
 * pages loaded it and how many failures it saw; the deploy watcher reads a sliding window
 * of those counts to roll a broken canary back. Only counts are kept: no user, no IP
 * address, no error message.
 */

/** A batch is at most 50 short reports (about 7 KB); anything bigger is not one. */
const BODY_LIMIT = 16 * 1024;

const remoteHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/remote-health',
    {
      bodyLimit: BODY_LIMIT,
      // Per client IP, like the tracker's events: a page sends a batch every few seconds
      // at most, so 120 a minute leaves room for several tabs and visitors behind one
      // address, while a script cannot pour counts in to fake a broken version.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      // The app's schema validation drops properties a schema does not list; this body is
      // checked against its contract first, so a shell and an API that disagree on what a
      // report holds fail loudly (400 naming the field) instead of counts going missing.
      preValidation: async (request) => {
        const issue = Value.Errors(RemoteHealthBatchSchema, request.body).First();
        if (issue) throw invalidValue(issue.path.replace(/^\//, '').replaceAll('/', '.') || 'body');
      },
      schema: {
        tags: ['remote-health'],
        operationId: 'recordRemoteHealth',
        summary: "Adds a batch of the shell's counts per remote and version (loads, load failures, render errors)",
        description:
          'Sent with fetch or navigator.sendBeacon, without a session. The counts are added into the current minute; the batch is refused whole on any invalid report (400 on the field, unknown properties included).',
        security: [],
        body: RemoteHealthBatchSchema,
        response: {
          // No body at all (a beacon cannot read one); `null` would be serialised as the text 'null'.
          202: Type.Unsafe<undefined>({ description: 'Counted; no body' }),
          400: ApiErrorSchema,
          // Only for a bearer token that does not verify: the auth hook refuses it on every route.
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await app.remoteHealth.record(request.body.reports, app.clock.now().toJSDate());
      return reply.code(202).send();
    },
  );

  app.get(
    '/remote-health',
    {
      preHandler: app.requireOpsKey,
      schema: {
        tags: ['remote-health'],
        operationId: 'getRemoteHealth',
        summary: "A remote's counts per version over a sliding window, for the deploy watcher",
        description: `Sums the minutes that start within the last windowSeconds (60 to 3600, default ${REMOTE_HEALTH_WINDOW_SECONDS}); versions sorted by version. Needs an X-Api-Key of kind OPS.`,
        security: [MACHINE_KEY_SECURITY],
        querystring: RemoteHealthQuerySchema,
        response: { 200: RemoteHealthSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { remote, windowSeconds = REMOTE_HEALTH_WINDOW_SECONDS } = request.query;
      const { since, versions } = await app.remoteHealth.window(remote, windowSeconds, app.clock.now().toJSDate());
      // The watcher decides a rollback on it: never an answer from a cache on the way.
      reply.header('cache-control', 'no-store');
      return { remote, windowSeconds, since: since.toISOString(), versions };
    },
  );
};

export default remoteHealthRoutes;
