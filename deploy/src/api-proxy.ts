import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { CV_MAX_BYTES } from '@salon/contracts/recruitment-api';

/**
 * The largest request body the gateway forwards to the API, in bytes (2.5 MiB). The
 * largest legitimate body is a job application (POST /api/recruitment/send-application/{id},
 * multipart/form-data): a CV of up to CV_MAX_BYTES plus the form's text fields (the message
 * is at most 8 KB, the others a few dozen bytes) and the multipart framing; 512 KiB above
 * the CV covers those many times. Everything else the API takes is JSON of 256 KiB at most.
 * nginx's `client_max_body_size` says the same number (a test compares them).
 */
export const API_BODY_LIMIT = CV_MAX_BYTES + 512 * 1024;

const NO_STORE = 'no-store';
const unavailable = { status: 503, code: 'SERVICE_UNAVAILABLE' } as const;
/** The answer to a body over API_BODY_LIMIT, in the API's error shape (nginx answers the same). */
/** The API route the site never passes on (nginx neither): GET /api/metrics. */
export const PRIVATE_API_PATH = '/api/metrics';
const NOT_PUBLIC = { status: 404, code: 'NOT_FOUND', field: 'path' } as const;

export const PAYLOAD_TOO_LARGE_ERROR = { status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'body' } as const;

/** A reply as hooks and reply-from's onError both type it (the latter for HTTP/2 servers too). */
type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** The raw requests (`request.raw`) whose body crossed API_BODY_LIMIT while streaming to the API. */
const overLimit = new WeakSet<object>();

/**
 * The client's body was not read to its end (refused, or the API stopped taking it): its
 * connection cannot carry another request, so the answer closes it. Kept alive, the next
 * request on it would wait behind the unread bytes until a timeout (issue 19: after one
 * refused 2 MB upload, the next POST on that connection hung for more than 8 seconds).
 */
function closeIfBodyUnread(reply: AnyReply): AnyReply {
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  return reply;
}

function refuseTooLarge(reply: AnyReply): AnyReply {
  return closeIfBodyUnread(reply).code(413).header('cache-control', NO_STORE).send(PAYLOAD_TOO_LARGE_ERROR);
}

/**
 * The body as it goes to the API: the client's request stream, counted. Past `limit` it
 * fails, which makes the proxy abort the upstream request (its half-written connection is
 * destroyed, never reused). A client that goes away mid-body aborts it the same way.
 *
 * The client's stream is piped in, not handed over: the proxy destroys the stream it
 * sends when the upstream request fails, and destroying the client's own stream would
 * drop its socket before the gateway could answer.
 */
function countedBody(request: FastifyRequest, payload: Readable, limit: number): Transform {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > limit) {
        overLimit.add(request.raw);
        payload.unpipe(counted);
        callback(new Error(`request body over ${limit} bytes`));
        return;
      }
      callback(null, chunk);
    },
  });
  payload.once('close', () => {
    if (!request.raw.complete) counted.destroy(new Error('the client closed the connection before sending its whole body'));
  });
  return payload.pipe(counted);
}

/**
 * /api and /api/* proxied to `apiUrl` with the path unchanged, or 503 without one.
 *
 * A body over API_BODY_LIMIT gets 413 `{ status: 413, code: 'PAYLOAD_TOO_LARGE', field:
 * 'body' }` from the gateway: at once when Content-Length says so (nothing reaches the
 * API), or when a chunked body crosses the limit (the upstream request is aborted). Every
 * answer given before the client's body was read closes the client's connection.
 */
export function registerApiProxy(app: FastifyInstance, apiUrl: string | undefined): void {
  if (!apiUrl) {
    const noApi = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).header('cache-control', NO_STORE).send(unavailable);
    app.all('/api', noApi);
    app.all('/api/*', noApi);
    return;
  }
  const upstream = new URL(apiUrl).origin;
  // Each instance's metrics are read by Prometheus from the instance itself: never public
  // (the API's answer to an unknown path, as nginx gives).
  app.all(PRIVATE_API_PATH, async (_request, reply) => reply.code(404).header('cache-control', NO_STORE).send(NOT_PUBLIC));
  app.register(async (api) => {
    // Before anything is read or forwarded: the client says how much it will send.
    api.addHook('onRequest', async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > API_BODY_LIMIT) return refuseTooLarge(reply);
    });
    // Chunked bodies say nothing in advance: counted as they stream.
    api.addHook('preParsing', async (request, _reply, payload) => {
      const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
      return hasBody ? countedBody(request, payload, API_BODY_LIMIT) : payload;
    });
    await api.register(httpProxy, {
      upstream,
      prefix: '/api',
      // The API's own routes are under /api too, so the path goes through unchanged.
      rewritePrefix: '/api',
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          // `Expect: 100-continue` (curl sends it with any body over 1 KB) was answered by
          // node:http already, and undici refuses to send it: the upload would end in a 503.
          const forwarded = { ...headers };
          delete forwarded.expect;
          return {
            ...forwarded,
            // The API throttles per client IP; without these it would see only the gateway.
            'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
          };
        },
        // The API down or too slow is "try again later" for the client, in the API's
        // error shape, not reply-from's 500 (reply-from has already logged the cause).
        onError: (reply, { error }) => {
          if (overLimit.has(reply.request.raw)) {
            void refuseTooLarge(reply);
            return;
          }
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
          void closeIfBodyUnread(reply).code(status).header('cache-control', NO_STORE).send({ status, code: 'SERVICE_UNAVAILABLE' });
        },
      },
    });
  });
}
