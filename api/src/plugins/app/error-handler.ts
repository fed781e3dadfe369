import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiFailure, isDatabaseUnavailable } from '../../lib/errors.ts';

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/**
 * The field a schema failure is about, as the client names it: 'contact.phone',
 * 'date', 'X-Api-Version'. Headers keep their canonical spelling.
 */
export function fieldOf(issues: ValidationIssue[] | undefined, context: string | undefined): string {
  const issue = issues?.[0];
  const segments = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue?.params?.missingProperty ?? issue?.params?.additionalProperty;
  if (missing) segments.push(missing);
  if (segments.length === 0) return context === 'querystring' ? 'query' : (context ?? 'body');
  const field = segments.join('.');
  if (context === 'headers') return field.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
  return field;
}

/**
 * Every failure leaves as `{ status, code, field?, ...extra }`: ApiFailure as thrown,
 * schema failures as 400 INVALID_VALUE with the field, malformed or oversized bodies
 * as INVALID_VALUE on 'body', unknown routes as 404 NOT_FOUND, a database that cannot be
 * reached now (refused, lost, restarting: lib/errors.ts isDatabaseUnavailable) as 503
 * SERVICE_UNAVAILABLE on 'database'. Anything else is a bug: it is logged and the caller
 * gets 500 UNKNOWN_ERROR without details.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
      if (error instanceof ApiFailure) {
        return reply.code(error.status).send(error.toJSON());
      }
      if (error.validation) {
        const field = fieldOf(error.validation as ValidationIssue[], error.validationContext);
        return reply.code(400).send({ status: 400, code: 'INVALID_VALUE', field });
      }
      // (Not a 4xx of Fastify's own: a client that hangs up mid-body is ECONNRESET too.)
      if ((error.statusCode ?? 500) >= 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).send({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'database' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        // The rate-limit plugin's error carries when to come back (plugins/external/rate-limit.ts).
        const retryAfterSeconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        return reply
          .code(429)
          .send({ status: 429, code: 'RATE_LIMITED', ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, empty body, wrong content type, body too large…
        const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type' : 'body';
        return reply.code(status).send({ status, code: 'INVALID_VALUE', field });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ status: 500, code: 'UNKNOWN_ERROR' });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ status: 404, code: 'NOT_FOUND', field: 'path' });
    });
  },
  { name: 'error-handler' },
);
