import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request id travels in: set by nginx (`$request_id`), answered by the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like when it comes from outside: nginx's 32 hex digits, a UUID, a client's own. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one nginx (or a client, or the gateway) sent in X-Request-Id,
 * so nginx's access log and the API's lines of one request share it; a new UUID when
 * none came or it is not a plain token (a header is never trusted into a log line as
 * it is).
 */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = Array.isArray(given) ? given[0] : given;
  return id !== undefined && REQUEST_ID.test(id) ? id : randomUUID();
}

/**
 * Query parameters whose value is a capability (the unsubscribe link's signature) or could
 * be one: never written to a log as they are, since logs are kept and read more widely
 * than the database.
 */
const SECRET_PARAMETERS = new Set(['signature', 'token', 't', 'code', 'secret', 'key', 'password']);

/** The URL as logged: its secret query parameters' values replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

/**
 * The API's logger: pino's JSON lines on stdout (one object a line, `time` in
 * milliseconds, `reqId` on every line of a request), with the request's URL redacted and
 * its headers left out (they carry bearer tokens and visit tokens).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return {
          method: request.method,
          url: redactedUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}

/** Answers every request's id in X-Request-Id, so a customer's report or a mobile app's log can name it. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-ids' },
);
