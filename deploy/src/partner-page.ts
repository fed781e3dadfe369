import Fastify, { type FastifyInstance } from 'fastify';
import { escapeHtml } from '@salon/contracts/html';

/** Options of the demo partner page. */
export interface PartnerPageOptions {
  /** The salon chain's site, where the loader comes from (`http://localhost:8080`). */
  siteUrl: string;
  /** The `salon-id` attribute (a seeded salon: M101, Warszawa Puławska). */
  salonId?: string;
  /** The `lang` attribute. */
  lang?: 'pl' | 'en' | 'fr';
}

/**
 * A partner's page as a partner would write it: its own header, text and styles (a
 * serif font, a red link colour, a large base size: none of it may leak into the
 * widget), then one script tag and one element. No React, no federation of its own.
 */
export function partnerPageHtml({ siteUrl, salonId = 'M101', lang = 'en' }: PartnerPageOptions): string {
  const site = siteUrl.replace(/\/+$/, '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner salon page</title>
    <style>
      body { margin: 0; font: 20px/1.6 Georgia, serif; color: #123456; background: #eef6ee; }
      header, main { max-width: 1100px; margin: 0 auto; padding: 16px; }
      a { color: #c00000; }
      h1 { font-size: 28px; }
    </style>
    <script src="${escapeHtml(site)}/embed/booking.js" defer></script>
  </head>
  <body>
    <header><h1>Partner salon page</h1></header>
    <main>
      <p id="partner-text">Book your visit below, without leaving our page.</p>
      <salon-booking salon-id="${escapeHtml(salonId)}" lang="${escapeHtml(lang)}"></salon-booking>
    </main>
  </body>
</html>
`;
}

/**
 * A tiny server for the demo partner page, on an origin of its own (another port than
 * the site): `/` is the page, anything else 404. Not listening yet.
 */
export function createPartnerServer(options: PartnerPageOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  const html = partnerPageHtml(options);
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html));
  return app;
}
