import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SitemapSchema } from '@salon/contracts/sitemap-api';
import { readSitemap } from '../../../plugins/app/sitemap/read-sitemap.ts';

/** The gateway keeps its sitemap a minute; an answer a minute old is as good here. */
const SITEMAP_CACHE = 'public, max-age=60';

/**
 * GET /api/sitemap (decision 0034): the entities behind the site's public pages, for the
 * gateway's /sitemap.xml and for anyone listing the chain's pages (the mobile apps'
 * deep links).
 */
const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getSitemap',
        summary: 'What the public pages are made of: salons, cities, articles, offers, products and vouchers',
        description:
          'Enabled salons, and disabled ones with their city (their addresses redirect there); cities with an enabled salon (not virtual); blog categories with an active article and the active articles, with when they last changed; enabled offers of enabled salons with their city and last change; enabled products and vouchers. Entities, not URLs.',
        security: [],
        response: { 200: SitemapSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SITEMAP_CACHE);
      return readSitemap(app.db);
    },
  );
};

export default sitemapRoutes;
