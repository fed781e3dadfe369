/**
 * `npm run partner -w deploy`: the demo partner page embedding the booking widget of
 * the site at SITE_URL (http://localhost:8080, `npm start`), on PARTNER_PORT (8081): a
 * different origin, as a real partner's page is. The API allows this origin by default
 * outside production (api CORS_ORIGINS).
 */
import { createPartnerServer } from '../src/partner-page.ts';

const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:8080';
const port = Number(process.env.PARTNER_PORT ?? 8081);
const lang = process.env.PARTNER_LANG === 'pl' || process.env.PARTNER_LANG === 'fr' ? process.env.PARTNER_LANG : 'en';
const app = createPartnerServer({ siteUrl, lang, ...(process.env.PARTNER_SALON_ID ? { salonId: process.env.PARTNER_SALON_ID } : {}) });
await app.listen({ port, host: '127.0.0.1' });
console.log(`Partner page at http://localhost:${port} (embedding ${siteUrl})`);
