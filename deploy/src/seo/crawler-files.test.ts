import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Sitemap } from '@salon/contracts/sitemap-api';
import { createGateway, parsePublicOrigin, type GatewayOptions } from '../gateway.ts';
import { makeTempDir, removeTempDirs } from '../test-support.ts';
import { Type } from '@sinclair/typebox';
import { html } from '@salon/seo';
import { createSitemapSource } from './sitemap-source.ts';
import type { PageRoute } from './pages/index.ts';

/** Retries `check` until it passes (50 ms apart, 2 s at most). */
async function waitFor(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/* The gateway's /robots.txt and /sitemap.xml, over a stand-in of the API's GET /api/sitemap. */

const DATA: Sitemap = {
  salons: [{ id: 'M101' }],
  retiredSalons: [],
  cities: [{ code: 'krakow' }],
  blogCategories: [{ slug: 'koloryzacja', lastModified: '2025-03-02T10:00:00.000Z' }],
  articles: [{ categorySlug: 'koloryzacja', slug: 'balayage', lastModified: '2025-03-02T10:00:00.000Z' }],
  offers: [{ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', citySlug: 'krakow', lastModified: '2026-01-10T08:00:00.000Z' }],
  products: [],
  vouchers: [],
};

let api: FastifyInstance;
let apiUrl: string;
let answer: { status: number; body: unknown };
let calls = 0;
let app: FastifyInstance | undefined;
/** What the stand-in's salon route answers, and the headers it was last asked with. */
let salonAnswer: { status: number; body: unknown; delayMs?: number };
let salonCalls: { language?: string; version?: string }[] = [];

beforeAll(async () => {
  api = Fastify({ forceCloseConnections: true });
  api.get('/api/sitemap', async (_request, reply) => {
    calls += 1;
    return reply.code(answer.status).send(answer.body);
  });
  api.get('/api/salons/:id', async (request, reply) => {
    salonCalls.push({ language: request.headers['accept-language'], version: request.headers['x-api-version'] as string | undefined });
    if (salonAnswer.delayMs) await new Promise((resolve) => setTimeout(resolve, salonAnswer.delayMs));
    return reply.code(salonAnswer.status).send(salonAnswer.body);
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => api.close());
beforeEach(() => {
  answer = { status: 200, body: DATA };
  calls = 0;
  salonAnswer = { status: 200, body: { name: 'Salon' } };
  salonCalls = [];
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  removeTempDirs();
});

function gateway(options: Partial<GatewayOptions> = {}): FastifyInstance {
  const root = makeTempDir('deploy-seo-');
  fs.mkdirSync(path.join(root, 'shell'));
  fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head><title>Salon</title></head><body><div id="root"></div></body></html>');
  app = createGateway({ shellDir: path.join(root, 'shell'), storeDir: path.join(root, 'store'), apiUrl, ...options });
  return app;
}

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the private pages and names the sitemap on the request’s origin', async () => {
    const res = await gateway().inject({ url: '/robots.txt', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toContain('Disallow: /profil\n');
    expect(res.body).toContain('Sitemap: http://localhost:8080/sitemap.xml\n');
  });

  it('names the configured public origin, whatever host the request came to', async () => {
    const res = await gateway({ publicOrigin: 'https://www.example.pl' }).inject({ url: '/robots.txt', headers: { host: '10.0.0.5:8080' } });
    expect(res.body).toContain('Sitemap: https://www.example.pl/sitemap.xml\n');
  });

  it('disallows everything while the test-environment bar is on', async () => {
    const configFile = path.join(makeTempDir('deploy-seo-config-'), 'config.json');
    fs.writeFileSync(configFile, JSON.stringify({ testEnvironmentBar: { enabled: true, label: 'TEST' } }));
    const res = await gateway({ configFile }).inject({ url: '/robots.txt' });
    expect(res.body).toContain('User-agent: *\nDisallow: /\n');
    expect(res.body).not.toContain('Sitemap:');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the pages the API names, as absolute URLs on the public origin', async () => {
    const res = await gateway({ publicOrigin: 'https://www.example.pl' }).inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toContain('<url><loc>https://www.example.pl/salony/M101</loc></url>');
    expect(res.body).toContain('<url><loc>https://www.example.pl/salony/krakow</loc></url>');
    expect(res.body).toContain('<url><loc>https://www.example.pl/home</loc></url>');
    expect(res.body).toContain('<url><loc>https://www.example.pl/blog/koloryzacja/balayage</loc><lastmod>2025-03-02T10:00:00.000Z</lastmod></url>');
  });

  it('asks the API at most once a minute', async () => {
    const gw = gateway();
    await gw.inject({ url: '/sitemap.xml' });
    await gw.inject({ url: '/sitemap.xml' });
    expect(calls).toBe(1);
  });

  it('answers 503 with Retry-After, never an empty sitemap, when the API cannot answer', async () => {
    answer = { status: 500, body: { status: 500, code: 'UNKNOWN_ERROR' } };
    const res = await gateway().inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 503 without an API, and 404 for a part the site does not have', async () => {
    const root = makeTempDir('deploy-seo-');
    app = createGateway({ shellDir: path.join(root, 'shell'), storeDir: path.join(root, 'store') });
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    await app.close();
    const res = await gateway().inject({ url: '/sitemap-1.xml' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('leaves the shell’s own files and pages alone', async () => {
    const gw = gateway();
    // No such page: the shell's page with 404, not the XML.
    const page = await gw.inject({ url: '/sitemap', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    expect((await gw.inject({ url: '/sitemap-x.xml' })).statusCode).toBe(404);
  });
});

describe('the sitemap source', () => {
  it('asks again once its answer is a minute old, giving the old one meanwhile, and keeps the last good one while the API fails', async () => {
    let now = 0;
    const source = createSitemapSource({ apiUrl, now: () => now });
    expect(await source.read()).toEqual(DATA);
    now = 59_999;
    await source.read();
    expect(calls).toBe(1);
    now = 60_000;
    const changed = { ...DATA, salons: [] };
    answer = { status: 200, body: changed };
    // No reader waits for the API again: the old answer now, the new one once it came.
    expect(await source.read()).toEqual(DATA);
    await waitFor(async () => expect(await source.read()).toEqual(changed));
    expect(calls).toBe(2);
    now = 130_000;
    answer = { status: 503, body: {} };
    expect(await source.read()).toEqual(changed);
    await waitFor(async () => expect(calls).toBe(3));
  });

  it('shares one request among callers, and refuses an answer that is not a sitemap', async () => {
    const source = createSitemapSource({ apiUrl });
    const [a, b] = await Promise.all([source.read(), source.read()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    answer = { status: 200, body: { ...DATA, articles: [{ categorySlug: 'a', slug: 'b', lastModified: 'yesterday' }] } };
    await expect(createSitemapSource({ apiUrl }).read()).rejects.toThrow('not a sitemap');
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('takes an origin and refuses a path or another scheme', () => {
    expect(parsePublicOrigin('https://www.example.pl')).toBe('https://www.example.pl');
    expect(parsePublicOrigin('https://www.example.pl/')).toBe('https://www.example.pl');
    expect(() => parsePublicOrigin('https://www.example.pl/pl')).toThrow('without a path');
    expect(() => parsePublicOrigin('ftp://www.example.pl')).toThrow('http(s) origin');
    expect(() => parsePublicOrigin('www.example.pl')).toThrow('not a URL');
  });
});

describe('the status of a page', () => {
  const HTML = { accept: 'text/html' };

  it('redirects / to /home, keeping the query', async () => {
    const gw = gateway();
    const res = await gw.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/home');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await gw.inject({ url: '/?lang=en', headers: HTML })).headers.location).toBe('/home?lang=en');
  });

  it('serves a salon the API lists, and sends an unknown code to the salon list as the client does', async () => {
    const gw = gateway();
    const known = await gw.inject({ url: '/salony/M101', headers: HTML });
    expect(known.statusCode).toBe(200);
    expect(known.headers.etag).toBeDefined();
    const unknown = await gw.inject({ url: '/salony/M999?lang=fr', headers: HTML });
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe('/salony?lang=fr');
  });

  it('answers 404 with the shell for a page that is not there, so the client still shows its message', async () => {
    const gw = gateway();
    for (const url of ['/salony/atlantyda', '/nieznana-strona']) {
      const res = await gw.inject({ url, headers: HTML });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never redirects to another site', async () => {
    const gw = gateway();
    for (const url of ['//evil.example/', '//evil.example//x/', '/salony//?lang=en']) {
      const res = await gw.inject({ url, headers: HTML });
      expect([url, res.statusCode]).toEqual([url, 301]);
      expect(String(res.headers.location)).toMatch(/^\/[^/\\]/);
    }
  });

  it('serves the page when the API cannot say whether it exists', async () => {
    answer = { status: 503, body: {} };
    const res = await gateway().inject({ url: '/salony/M999', headers: HTML });
    expect(res.statusCode).toBe(200);
  });
});

describe('the head of a page', () => {
  const HTML = { accept: 'text/html' };

  it('is served in the language of its address, with its canonical link and alternates', async () => {
    const res = await gateway({ publicOrigin: 'https://www.example.pl' }).inject({ url: '/salony/M101?lang=en', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<link rel="canonical" href="https://www.example.pl/salony/M101?lang=en" data-head="server">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.pl/salony/M101" data-head="server">');
    expect(res.body).toContain('<meta property="og:locale" content="en_GB" data-head="server">');
  });

  it('is in the site’s default language without the key, or with a key that is no language', async () => {
    const gw = gateway();
    for (const url of ['/blog', '/blog?lang=de']) {
      const res = await gw.inject({ url, headers: HTML });
      expect(res.body).toContain('<html lang="pl">');
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/blog" data-head="server">');
    }
  });

  it('names no canonical address for a private page or one that is not there', async () => {
    const gw = gateway();
    for (const url of ['/profil/rezerwacje?lang=fr', '/salony/atlantyda?lang=fr']) {
      const res = await gw.inject({ url, headers: HTML });
      expect(res.body).toContain('<html lang="fr">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('data-head="server"');
    }
  });
});

describe('the page’s own head and facts', () => {
  const HTML = { accept: 'text/html' };
  const NASTY = `</script><script>alert(1)</script> "Ola" & 'Ala' <b>`;
  /** A salon page as a route of seo/pages would make it, from the stand-in's salon route. */
  const salonRoute: PageRoute = {
    pattern: '/salony/:code',
    async render({ code = '' }, { api: reader, language, pageUrl }) {
      const salon = await reader.get(`/api/salons/${code}`, Type.Object({ name: Type.String() }), { language, apiVersion: 4 });
      if (!salon) return undefined;
      return {
        head: {
          title: salon.name,
          description: `${salon.name}: opis`,
          image: { url: '/api/images/salons/p1/5_3.webp?w=1280', width: 1280, height: 768, alt: salon.name, type: 'image/webp' },
          structuredData: [{ '@context': 'https://schema.org', '@type': 'HairSalon', name: salon.name, url: pageUrl }],
        },
        facts: html`<h1>${salon.name}</h1>`,
      };
    },
  };
  const withSalons = (options: Partial<GatewayOptions> = {}) => gateway({ publicOrigin: 'https://www.example.pl', pageRoutes: [salonRoute], ...options });

  it('writes the title, description, Open Graph tags, card and JSON-LD into the served head, each escaped', async () => {
    salonAnswer = { status: 200, body: { name: NASTY } };
    const res = await withSalons().inject({ url: '/salony/M101?lang=en', headers: HTML });
    expect(res.statusCode).toBe(200);
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;';
    expect(res.body).toContain(`<title>${escaped} | Salon</title>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(`<meta name="description" content="${escaped}: opis" data-head="server">`);
    expect(res.body).toContain(`<meta property="og:title" content="${escaped}" data-head="server">`);
    expect(res.body).toContain('<meta property="og:image" content="https://www.example.pl/api/images/salons/p1/5_3.webp?w=1280" data-head="server">');
    expect(res.body).toContain('<meta property="og:image:width" content="1280" data-head="server">');
    expect(res.body).toContain('<meta property="og:image:height" content="768" data-head="server">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" data-head="server">');
    const jsonLd = /<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(jsonLd)).toEqual({ '@context': 'https://schema.org', '@type': 'HairSalon', name: NASTY, url: 'https://www.example.pl/salony/M101?lang=en' });
    // The facts for crawlers without JavaScript, never painted where the app runs.
    expect(res.body).toContain(`<body><noscript><h1>${escaped}</h1><p>Booking a visit`);
    // The data is asked in the page's language, with the route's version, and then kept.
    expect(salonCalls).toEqual([{ language: 'en-gb', version: '4' }]);
    await app!.inject({ url: '/salony/M101?lang=en', headers: HTML });
    expect(salonCalls).toHaveLength(1);
  });

  it('serves the page with its address tags only when the API has no data, fails or is slow', async () => {
    for (const failure of [{ status: 404, body: {} }, { status: 500, body: {} }, { status: 200, body: { title: 'another shape' } }]) {
      salonAnswer = failure;
      const res = await withSalons().inject({ url: '/salony/M101', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Salon</title>');
      expect(res.body).toContain('<link rel="canonical" href="https://www.example.pl/salony/M101" data-head="server">');
      expect(res.body).toContain('<meta name="twitter:card" content="summary" data-head="server">');
      expect(res.body).toContain('<noscript><p>Rezerwacja wizyt');
      await app!.close();
    }
    salonAnswer = { status: 200, body: { name: 'Wolny' }, delayMs: 2_500 };
    const started = Date.now();
    const slow = await withSalons().inject({ url: '/salony/M101', headers: HTML });
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(slow.body).toContain('<title>Salon</title>');
  });

  it('asks nothing for a page search engines are kept out of', async () => {
    const res = await withSalons({ pageRoutes: [{ ...salonRoute, pattern: '/profil/:tab' }] }).inject({ url: '/profil/rezerwacje', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(salonCalls).toEqual([]);
    expect(res.body).not.toContain('data-head="server"');
  });
});
