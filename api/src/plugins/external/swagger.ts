import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

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
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Machine calls: a salon's till (/api/pos/*) and customer service (/api/staff/*).
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
