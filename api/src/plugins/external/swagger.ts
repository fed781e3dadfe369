import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';

/** OpenAPI 3 generated from the route schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Salon chain API',
          description:
            'Booking, catalogue and customer API. Errors: { status, code, field?, ...extra }. Times are local to Europe/Warsaw without zone.',
          version: '1.0.0',
        },
        // The paths carry /api themselves: the API is served from the origin of this document
        // (what OpenAPI assumes without servers, written out for linters and generators).
        servers: [{ url: '/', description: 'The origin that serves this document' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Machine calls: a salon's till (/api/pos/*), customer service (/api/staff/*) and
            // the deploy watcher (GET /api/remote-health).
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
            // A visit's manage link: its token lets the holder read, edit and cancel that visit.
            visitToken: { type: 'apiKey', in: 'header', name: VISIT_TOKEN_HEADER },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
