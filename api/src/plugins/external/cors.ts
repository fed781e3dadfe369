import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { API_HEADERS } from '@salon/contracts/api';
import { IDEMPOTENCY_KEY_HEADER, VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';
import { REQUEST_ID_HEADER } from '../app/observability/request-log.ts';

/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
export const CORS_PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Cross-origin calls from the partner pages that embed the booking widget (README
 * "CORS"). Only the configured origins (CORS_ORIGINS) get an
 * `Access-Control-Allow-Origin`; any other origin gets no CORS headers at all, so its
 * browser refuses to hand the answer to the page. No credentials: the API
 * authenticates with bearer tokens, never cookies. The request headers the front ends
 * send (language, brand, client name, API version, captcha, bearer, the visit token
 * the widget manages a booked visit with, and the booking's Idempotency-Key) are
 * allowed, and `Location` (POST /api/visits), `Retry-After` and `X-Request-Id` are exposed. Without origins nothing
 * is registered: same-origin calls through the gateway need none of this.
 */
export default fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: [...origins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Accept', 'Content-Type', ...Object.values(API_HEADERS), VISIT_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER],
      exposedHeaders: ['Location', 'Retry-After', REQUEST_ID_HEADER],
      credentials: false,
      maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
      // A preflight for a path that does not exist is answered too (the browser only
      // needs the headers); the real call then gets the API's own 404.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
