import { REGISTRY_ELEMENT_ID } from '@salon/contracts/registry';
import { inCanary, newVisitorId } from '@salon/contracts/canary';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_RUNTIME_CONFIG, MetadataSchema, RuntimeConfigSchema } from '@salon/contracts';
import { API_BODY_LIMIT, PAYLOAD_TOO_LARGE_ERROR } from './api-proxy.ts';
import { createGateway, type GatewayOptions } from './gateway.ts';
import { localApiPort, localDataDir, parseDevRemotes, readGatewayEnv } from './gateway-env.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { publish, readRegistry, rollback } from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let shellDir: string;
let storeDir: string;
let app: FastifyInstance | undefined;

function gateway(options: Partial<GatewayOptions> = {}): FastifyInstance {
  app = createGateway({ shellDir, storeDir, ...options });
  return app;
}

async function publishJobs(content: string): Promise<string> {
  return (await publish('jobs', { from: makeFakeBuild(makeTempDir('deploy-gw-build-'), 'jobs', { content }), storeDir })).version;
}

beforeEach(() => {
  const root = makeTempDir('deploy-gw-');
  shellDir = path.join(root, 'shell');
  storeDir = path.join(root, 'store');
  fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Salon</title><script defer src="/main.9e822830.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(shellDir, 'main.9e822830.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(shellDir, 'assets', 'logo.0a1b2c3d.svg'), '<svg/>');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  removeTempDirs();
});

describe('GET /registry.json', () => {
  it('serves the live registry from the store, never cached', async () => {
    const version = await publishJobs('1');
    const res = await gateway().inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(await readRegistry({ storeDir }));
    expect(res.json().remotes.jobs.entry).toBe(`/remotes/jobs/${version}/mf-manifest.json`);
  });

  it('reads the store on every request, so a rollback shows at once', async () => {
    const v1 = await publishJobs('1');
    await publishJobs('2');
    const app = gateway();
    await app.inject({ url: '/registry.json' });
    await rollback('jobs', { storeDir });
    expect((await app.inject({ url: '/registry.json' })).json().remotes.jobs.version).toBe(v1);
  });

  it('points dev remotes at their dev server', async () => {
    await publishJobs('1');
    const res = await gateway({ devRemotes: { booking: 'http://localhost:3001/', jobs: 'http://localhost:3005' } }).inject({
      url: '/registry.json',
    });
    expect(res.json().remotes).toEqual({
      booking: { entry: 'http://localhost:3001/mf-manifest.json', version: 'dev' },
      jobs: { entry: 'http://localhost:3005/mf-manifest.json', version: 'dev' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 before anything was published', async () => {
    const res = await gateway().inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves only the dev remotes when nothing was published yet', async () => {
    const res = await gateway({ devRemotes: { jobs: 'http://localhost:3005' } }).inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().remotes)).toEqual(['jobs']);
  });

  it('refuses to start with a dev remote of an unknown name or a bad URL', () => {
    expect(() => gateway({ devRemotes: { nope: 'http://localhost:1' } as GatewayOptions['devRemotes'] })).toThrow(
      /unknown remote "nope"/,
    );
    expect(() => gateway({ devRemotes: { jobs: 'localhost:3005' } })).toThrow(/jobs must be an http\(s\) URL/);
  });
});

describe('GET /config.json', () => {
  it('serves the defaults deep-merged with the config file, never cached', async () => {
    const configFile = path.join(makeTempDir(), 'config.json');
    fs.writeFileSync(
      configFile,
      JSON.stringify({ testEnvironmentBar: { enabled: true, label: 'TEST' }, features: { debug: true } }),
    );
    const res = await gateway({ configFile }).inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const config = res.json();
    expect(Value.Check(RuntimeConfigSchema, config)).toBe(true);
    expect(config.testEnvironmentBar).toEqual({ enabled: true, label: 'TEST' });
    expect(config.features).toEqual({ ...DEFAULT_RUNTIME_CONFIG.features, debug: true });
    expect(config.booking).toEqual(DEFAULT_RUNTIME_CONFIG.booking);
  });

  it('serves the defaults without a config file', async () => {
    expect((await gateway().inject({ url: '/config.json' })).json()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('serves the checked-in development config as valid', async () => {
    const configFile = path.join(__dirname, '..', 'config', 'config.json');
    const config = (await gateway({ configFile }).inject({ url: '/config.json' })).json();
    expect(config.maintenance.enabled).toBe(false);
    expect(config.testEnvironmentBar.enabled).toBe(false);
    // The demo chain is configured whole: the footer and the legal pages show every entry.
    expect(config.brand).toBe('Kosmyk');
    expect(config.company).toMatchObject({ name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa' });
    for (const value of [...Object.values(config.contact), ...Object.values(config.links.social), ...Object.values(config.links.appStore)]) {
      expect(value).toEqual(expect.any(String));
    }
  });

  it('refuses to start with an invalid or misspelt config file, saying what is wrong', () => {
    const dir = makeTempDir();
    const wrongType = path.join(dir, 'wrong-type.json');
    fs.writeFileSync(wrongType, JSON.stringify({ maintenance: { enabled: 'yes' } }));
    expect(() => gateway({ configFile: wrongType })).toThrow(/wrong-type\.json is not a valid runtime configuration: \/maintenance\/enabled/);
    const typo = path.join(dir, 'typo.json');
    fs.writeFileSync(typo, JSON.stringify({ maintenence: { enabled: true } }));
    expect(() => gateway({ configFile: typo })).toThrow(/unknown key "maintenence"/);
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{');
    expect(() => gateway({ configFile: broken })).toThrow(/broken\.json is not valid JSON/);
    expect(() => gateway({ configFile: path.join(dir, 'missing.json') })).toThrow(/cannot read .*missing\.json/);
  });

  it('picks up an edited file without a restart, and keeps the last good one when an edit breaks it', async () => {
    const configFile = path.join(makeTempDir(), 'config.json');
    fs.writeFileSync(configFile, JSON.stringify({ maintenance: { enabled: false } }));
    const app = gateway({ configFile });
    expect((await app.inject({ url: '/config.json' })).json().maintenance.enabled).toBe(false);

    fs.writeFileSync(configFile, JSON.stringify({ maintenance: { enabled: true, startDate: null, endDate: null } }));
    fs.utimesSync(configFile, new Date(), new Date(Date.now() + 5000));
    expect((await app.inject({ url: '/config.json' })).json().maintenance.enabled).toBe(true);

    fs.writeFileSync(configFile, '{ not json');
    fs.utimesSync(configFile, new Date(), new Date(Date.now() + 10000));
    const res = await app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().maintenance.enabled).toBe(true);
  });
});

describe('GET /metadata', () => {
  it('changes when a remote is published or rolled back, never cached', async () => {
    await publishJobs('1');
    const app = gateway();
    const first = await app.inject({ url: '/metadata?t=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(Value.Check(MetadataSchema, first.json())).toBe(true);

    await publishJobs('2');
    const second = (await app.inject({ url: '/metadata?t=2' })).json().buildTimestamp;
    expect(second).not.toBe(first.json().buildTimestamp);
    await rollback('jobs', { storeDir });
    const third = (await app.inject({ url: '/metadata?t=3' })).json().buildTimestamp;
    expect(third).not.toBe(second);
  });

  it('changes when the shell is rebuilt', async () => {
    await publishJobs('1');
    const app = gateway();
    const before = (await app.inject({ url: '/metadata' })).json().buildTimestamp;
    fs.utimesSync(path.join(shellDir, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    expect((await app.inject({ url: '/metadata' })).json().buildTimestamp).not.toBe(before);
  });
});

describe('/remotes', () => {
  it('serves stored files as immutable with CORS for partner pages', async () => {
    const version = await publishJobs('1');
    const app = gateway();
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'assets/chunk.0123abcd.js']) {
      const res = await app.inject({ url: `/remotes/jobs/${version}/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const entry = await app.inject({ url: `/remotes/jobs/${version}/remoteEntry.js` });
    expect(entry.body).toContain('"1"');
    expect(entry.headers['content-type']).toMatch(/javascript/);
  });

  it('answers 404 (not the shell, not immutable) for a file that is not stored', async () => {
    const version = await publishJobs('1');
    const app = gateway();
    for (const url of ['/remotes/x/missing.js', `/remotes/jobs/${version}/missing.js`, '/remotes/jobs/v9-none/']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('never serves the store bookkeeping', async () => {
    await publishJobs('1');
    const app = gateway();
    for (const url of ['/remotes/../history.json', '/remotes/%2e%2e/history.json', '/history.json']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('GET /embed/<remote>.js (the embed loader)', () => {
  async function publishBooking(loader: string | null): Promise<string> {
    const build = makeFakeBuild(makeTempDir('deploy-gw-build-'), 'booking', { content: loader ?? 'none' });
    if (loader !== null) {
      fs.mkdirSync(path.join(build, 'embed'));
      fs.writeFileSync(path.join(build, 'embed', 'booking.js'), loader);
    }
    return (await publish('booking', { from: build, storeDir })).version;
  }

  it('serves the live version\'s loader at a stable URL, revalidated on every load', async () => {
    await publishBooking('/* loader 1 */');
    const res = await gateway().inject({ url: '/embed/booking.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('/* loader 1 */');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The HTML policy is not for scripts; a partner page of any origin includes it.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('follows publish and rollback with no restart', async () => {
    await publishBooking('/* loader 1 */');
    const app = gateway();
    await publishBooking('/* loader 2 */');
    expect((await app.inject({ url: '/embed/booking.js' })).body).toBe('/* loader 2 */');
    await rollback('booking', { storeDir });
    expect((await app.inject({ url: '/embed/booking.js' })).body).toBe('/* loader 1 */');
  });

  it('answers 404 for a remote without a loader, an unknown name or nothing published', async () => {
    const app = gateway();
    expect((await app.inject({ url: '/embed/booking.js' })).statusCode).toBe(404);
    await publishBooking(null);
    await publishJobs('1');
    for (const url of ['/embed/booking.js', '/embed/jobs.js', '/embed/nobody.js', '/embed/booking.css', '/embed/..%2fregistry.json']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('takes a dev remote\'s loader from its dev server', async () => {
    const dev = Fastify();
    dev.get('/embed/booking.js', async (_request, reply) => reply.type('application/javascript').send('/* dev loader */'));
    const base = await dev.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await gateway({ devRemotes: { booking: base } }).inject({ url: '/embed/booking.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('/* dev loader */');
    } finally {
      await dev.close();
    }
  });
});

describe('the shell', () => {
  it('serves index.html with no-cache and a strict CSP without unsafe-eval', async () => {
    const res = await gateway().inject({ url: '/home', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'self'");
    // Scripts from our origin, plus only the sign-in providers' and reCAPTCHA's (issue 6).
    expect(csp).toContain("script-src 'self' https://accounts.google.com https://appleid.cdn-apple.com https://www.google.com https://www.gstatic.com;");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com https://appleid.apple.com https://www.google.com https://recaptcha.google.com https://www.youtube-nocookie.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('connect-src \'self\' https://*.mapbox.com');
    // The map (mapbox-gl's default build): a worker from a blob: URL, images from data:/blob:.
    expect(csp).toContain("worker-src 'self' blob:;");
    expect(csp).toContain("child-src 'self' blob:;");
    expect(csp).toMatch(/img-src 'self' data: blob: /);
    expect(csp).not.toContain('wasm-unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin');
  });

  it('lets dev remote origins through the CSP only when they are configured', async () => {
    const res = await gateway({ devRemotes: { booking: 'http://localhost:3001' } }).inject({ url: '/index.html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' [^;]* http:\/\/localhost:3001;/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3001 ws:\/\/localhost:3001 https:\/\/\*\.mapbox\.com/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves hashed assets as immutable and puts no CSP on them', async () => {
    const app = gateway();
    for (const url of ['/main.9e822830.js', '/assets/logo.0a1b2c3d.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('answers a client route with the shell (SPA fallback)', async () => {
    const res = await gateway().inject({ url: '/salony/warszawa', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answers 404 for a missing file and for a request that does not want HTML', async () => {
    const app = gateway();
    const png = await app.inject({ url: '/favicon-missing.png', headers: HTML });
    expect(png.statusCode).toBe(404);
    expect(png.json()).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await app.inject({ url: '/salony/warszawa', headers: { accept: 'application/json' } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'POST', url: '/salony/warszawa', headers: HTML })).statusCode).toBe(404);
  });

  it('serves client routes to crawlers and tools that accept anything', async () => {
    const app = gateway();
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await app.inject({ url: '/salony/warszawa', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 503 for a client route while the shell is not built', async () => {
    fs.rmSync(shellDir, { recursive: true });
    expect((await gateway().inject({ url: '/salony/warszawa', headers: HTML })).statusCode).toBe(503);
  });
});

describe('preload hints on client routes', () => {
  /** Publishes a jobs build whose manifest says what its `./routes` loads first. */
  async function publishJobsWithChunks(content: string): Promise<string> {
    const build = makeFakeBuild(makeTempDir('deploy-gw-build-'), 'jobs', { content });
    const manifestFile = path.join(build, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.exposes[0].assets = { js: { sync: ['assets/chunk.0123abcd.js'], async: ['assets/later.0123abcd.js'] } };
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    return (await publish('jobs', { from: build, storeDir })).version;
  }
  const preloads = (html: string) => [...html.matchAll(/<link rel="pre(?:load|fetch)"[^>]*>/g)].map((m) => m[0]);

  it('names the live version\'s manifest, remote entry and first chunks in the head of the remote\'s pages', async () => {
    const version = await publishJobsWithChunks('1');
    const res = await gateway().inject({ url: '/pracuj-z-nami/oferty?city=krakow', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([
      `<link rel="preload" href="/remotes/jobs/${version}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      `<link rel="prefetch" href="/remotes/jobs/${version}/remoteEntry.js">`,
      `<link rel="prefetch" href="/remotes/jobs/${version}/assets/chunk.0123abcd.js">`,
    ]);
    // After the shell's own script, inside the head; the rest of the page unchanged.
    expect(res.body.indexOf('main.9e822830.js')).toBeLessThan(res.body.indexOf('rel="preload"'));
    expect(res.body.lastIndexOf('rel="prefetch"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toMatch(/<body><noscript>.*<\/noscript><div id="root"><\/div><\/body>/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('follows publish and rollback, and a cached page is revalidated when the hints change', async () => {
    const first = await publishJobsWithChunks('1');
    const app = gateway();
    const before = await app.inject({ url: '/pracuj-z-nami', headers: HTML });
    expect(before.body).toContain(`/remotes/jobs/${first}/remoteEntry.js`);
    const again = await app.inject({ url: '/pracuj-z-nami', headers: { ...HTML, 'if-none-match': String(before.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const second = await publishJobsWithChunks('2');
    const after = await app.inject({ url: '/pracuj-z-nami', headers: { ...HTML, 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`/remotes/jobs/${second}/remoteEntry.js`);
    expect(after.body).not.toContain(first);

    await rollback('jobs', { storeDir });
    expect((await app.inject({ url: '/pracuj-z-nami', headers: HTML })).body).toContain(`/remotes/jobs/${first}/remoteEntry.js`);
  });

  it('writes the live registry into every page, as /registry.json answers it, following publish and rollback', async () => {
    const inPage = (html: string) =>
      JSON.parse(new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!) as unknown;
    const first = await publishJobsWithChunks('1');
    const app = gateway();
    for (const url of ['/pracuj-z-nami', '/o-nas']) {
      const page = await app.inject({ url, headers: HTML });
      expect(inPage(page.body)).toEqual((await app.inject({ url: '/registry.json' })).json());
    }
    await publishJobsWithChunks('2');
    await rollback('jobs', { storeDir });
    const page = await app.inject({ url: '/o-nas', headers: HTML });
    expect(inPage(page.body)).toMatchObject({ remotes: { jobs: { version: first } } });
    expect(inPage(page.body)).toEqual((await app.inject({ url: '/registry.json' })).json());
  });

  it('with a canary, names the version each visitor draws, gives a first visitor its id, and writes the registry with the canary as /registry.json answers it', async () => {
    const stable = await publishJobsWithChunks('1');
    const canaryBuild = makeFakeBuild(makeTempDir('deploy-gw-build-'), 'jobs', { content: '2' });
    const canary = (await publish('jobs', { from: canaryBuild, storeDir, canary: 50 })).version;
    const ids = Array.from({ length: 100 }, () => newVisitorId());
    const inside = ids.find((id) => inCanary('jobs', 50, id))!;
    const outside = ids.find((id) => !inCanary('jobs', 50, id))!;
    const app = gateway();

    for (const [id, version] of [[inside, canary], [outside, stable]] as const) {
      const page = await app.inject({ url: '/pracuj-z-nami', headers: { ...HTML, cookie: `other=1; salon_visitor=${id}` } });
      expect(page.body).toContain(`/remotes/jobs/${version}/remoteEntry.js`);
      expect(page.body).not.toContain(`/remotes/jobs/${version === canary ? stable : canary}/remoteEntry.js`);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers.vary).toContain('Cookie');
      const inPage = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`).exec(page.body)![1]!;
      expect(JSON.parse(inPage)).toEqual((await app.inject({ url: '/registry.json' })).json());
      expect(JSON.parse(inPage).remotes.jobs.canary).toMatchObject({ version: canary, percent: 50 });
    }

    const first = await app.inject({ url: '/pracuj-z-nami', headers: HTML });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^salon_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=34560000; SameSite=Lax$/);
    const given = /salon_visitor=([^;]+)/.exec(cookie)![1]!;
    expect(first.body).toContain(`/remotes/jobs/${inCanary('jobs', 50, given) ? canary : stable}/remoteEntry.js`);
  });

  it('adds none to the shell\'s own pages, to a remote not published, to a dev remote or during maintenance', async () => {
    await publishJobsWithChunks('1');
    const hintsOf = async (url: string, options: Partial<GatewayOptions> = {}) => {
      const res = await gateway(options).inject({ url, headers: HTML });
      await app?.close();
      expect(res.statusCode).toBe(200);
      return preloads(res.body);
    };
    expect(await hintsOf('/pracuj-z-nami')).toHaveLength(3);
    expect(await hintsOf('/o-nas')).toEqual([]);
    expect(await hintsOf('/blog/post')).toEqual([]);
    expect(await hintsOf('/pracuj-z-nami', { devRemotes: { jobs: 'http://localhost:3005' } })).toEqual([]);
    const configFile = path.join(makeTempDir(), 'config.json');
    fs.writeFileSync(configFile, JSON.stringify({ maintenance: { enabled: true, startDate: null, endDate: null } }));
    expect(await hintsOf('/pracuj-z-nami', { configFile })).toEqual([]);
  });

  it('serves the page without hints when the stored manifest is unreadable', async () => {
    const version = await publishJobsWithChunks('1');
    fs.writeFileSync(path.join(storeDir, 'remotes', 'jobs', version, 'mf-manifest.json'), '{ not json');
    const res = await gateway().inject({ url: '/pracuj-z-nami', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(preloads(res.body)).toEqual([]);
  });
});

describe('compressed files', () => {
  /** A build file and the .br and .gz copies @salon/build's PrecompressPlugin writes beside it. */
  function writeWithCopies(file: string, content: string): void {
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }
  const script = 'console.log("zażółć gęślą jaźń");\n'.repeat(100);

  it('sends the copy the browser accepts, brotli first, with the cache rules of the file itself', async () => {
    writeWithCopies(path.join(shellDir, 'main.9e822830.js'), script);
    const version = await publishJobs('1');
    writeWithCopies(path.join(storeDir, 'remotes', 'jobs', version, 'remoteEntry.js'), script);
    const app = gateway();
    for (const [url, cacheControl] of [
      ['/main.9e822830.js', 'public, max-age=31536000, immutable'],
      [`/remotes/jobs/${version}/remoteEntry.js`, 'public, max-age=31536000, immutable'],
    ] as const) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe(cacheControl);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('sends the file itself when it has no compressed copy', async () => {
    const res = await gateway().inject({ url: '/main.9e822830.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log("shell");');
  });

  it('compresses the embed loader too, still revalidated on every load', async () => {
    const build = makeFakeBuild(makeTempDir('deploy-gw-build-'), 'booking', { content: 'b' });
    fs.mkdirSync(path.join(build, 'embed'));
    writeWithCopies(path.join(build, 'embed', 'booking.js'), script);
    await publish('booking', { from: build, storeDir });
    const res = await gateway().inject({ url: '/embed/booking.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });
});

describe('/api', () => {
  it('answers 503 without an API to proxy to', async () => {
    const app = gateway();
    for (const url of ['/api', '/api/salons', '/api/login/refresh']) {
      const res = await app.inject({ method: url.endsWith('refresh') ? 'POST' : 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('proxies /api/* to API_URL with the path and query unchanged and the client address forwarded', async () => {
    const api = Fastify();
    api.all('/api/*', async (request) => ({
      url: request.url,
      method: request.method,
      body: request.body ?? null,
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
    }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = api.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const app = gateway({ apiUrl: `http://127.0.0.1:${port}` });
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations?lang=pl',
        payload: { slot: 1 },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        url: '/api/reservations?lang=pl',
        method: 'POST',
        body: { slot: 1 },
        forwardedFor: '203.0.113.7',
      });
    } finally {
      await api.close();
    }
  });

  it('answers 503 in the API error shape when the API is down', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const address = closed.server.address();
    await closed.close(); // the port is now free: nothing listens there
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await gateway({ apiUrl: `http://127.0.0.1:${port}` }).inject({ url: '/api/salons' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('production configuration', () => {
  it('nginx sends the same Content-Security-Policy as the gateway', () => {
    const conf = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'nginx.conf'), 'utf8');
    const match = /~\^text\/html\s+"([^"]+)";/.exec(conf);
    expect(match?.[1]).toBe(contentSecurityPolicy());
  });

  it('nginx takes the same largest /api body as the gateway and refuses a larger one in the same error shape', () => {
    const conf = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'nginx.conf'), 'utf8');
    const kibibytes = /^\s*client_max_body_size (\d+)k;/m.exec(conf)?.[1];
    expect(Number(kibibytes) * 1024).toBe(API_BODY_LIMIT);
    expect(conf).toMatch(/^\s*error_page 413 @payload_too_large;/m);
    expect(conf).toContain(`return 413 '${JSON.stringify(PAYLOAD_TOO_LARGE_ERROR)}';`);
  });

  it('nginx has the gateway write every page, robots.txt and the sitemap (their statuses and heads, decision 0034)', () => {
    const conf = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'nginx.conf'), 'utf8');
    // A location's block: up to its closing brace, the first at its own indentation.
    const block = (name: string) => conf.slice(conf.indexOf(name), conf.indexOf('\n    }', conf.indexOf(name)));
    for (const name of ['location @spa {', 'location = /robots.txt {', 'location ~ ^/sitemap(-[0-9]+)?\\.xml$ {']) {
      expect([name, conf.includes(name)]).toEqual([name, true]);
      expect(block(name)).toContain('proxy_pass http://salon_gateway;');
      expect(block(name)).toContain('proxy_set_header Host $host;');
    }
    expect(conf).not.toContain('rewrite ^ /index.html');
    // The same requests as isSpaNavigation(): text/html, */* or no Accept at all.
    expect(conf).toMatch(/map \$http_accept \$salon_wants_page \{\s*default 0;\s*"" 1;\s*"~\*text\/html" 1;\s*"~\\\*\/\\\*" 1;\s*\}/);
  });

  it('nginx sends the compressed copies of the builds as the gateway does', () => {
    const conf = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'nginx.conf'), 'utf8');
    expect(conf).toMatch(/^\s*gzip_static on;/m);
    expect(conf).toMatch(/^\s*gzip_vary on;/m);
  });
});

describe('parseDevRemotes', () => {
  it('reads name=url pairs and rejects unknown names and malformed items', () => {
    expect(parseDevRemotes('booking=http://localhost:3001, jobs=http://localhost:3005')).toEqual({
      booking: 'http://localhost:3001',
      jobs: 'http://localhost:3005',
    });
    expect(parseDevRemotes(undefined)).toEqual({});
    expect(() => parseDevRemotes('bookings=http://localhost:3001')).toThrow(/unknown remote "bookings"; valid remotes/);
    expect(() => parseDevRemotes('http://localhost:3001')).toThrow(/is not <remote>=<url>/);
  });
});

describe('ports from the environment', () => {
  it("puts npm start's API 10 above the gateway unless API_PORT says otherwise, so two copies do not clash", () => {
    expect(localApiPort({})).toBe(8090);
    expect(localApiPort({ PORT: '9000' })).toBe(9010);
    expect(localApiPort({ PORT: '9000', API_PORT: '7000' })).toBe(7000);
    expect(() => localApiPort({ API_PORT: 'api' })).toThrow('API_PORT must be a port number, got "api"');
    expect(() => localApiPort({ PORT: '65530' })).toThrow('PORT + 10 (65540) is not a port number: set API_PORT');
    expect(() => localApiPort({ PORT: 'x' })).toThrow('PORT must be a port number, got "x"');
  });

  it("gives a copy on another port its own embedded database, the same one each time", () => {
    expect(localDataDir({})).toBe('.data/api-db');
    expect(localDataDir({ PORT: '8080' })).toBe('.data/api-db');
    expect(localDataDir({ PORT: '9000' })).toBe('.data/api-db-9000');
    expect(localDataDir({ PORT: '9000', DATA_DIR: '/srv/db' })).toBe('/srv/db');
  });

  it('reads the gateway port, 8080 by default', () => {
    expect(readGatewayEnv({ SHELL_DIR: '/tmp/shell' }).port).toBe(8080);
    expect(readGatewayEnv({ SHELL_DIR: '/tmp/shell', PORT: '9000' }).port).toBe(9000);
    expect(() => readGatewayEnv({ PORT: '-1' })).toThrow('PORT must be a port number, got "-1"');
  });
});
