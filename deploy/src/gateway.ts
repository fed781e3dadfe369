import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MetadataSchema, REMOTE_NAMES, isLanguage, isMaintenanceActive, type Metadata, type RemoteName } from '@salon/contracts';
import { LANGUAGE_QUERY_KEY, isUnderPath } from '@salon/contracts/site-paths';
import type { Sitemap } from '@salon/contracts/sitemap-api';
import { registryDataBlock } from '@salon/contracts/registry';
import { newVisitorId, resolveRegistry, visitorCookie, visitorIdFromCookies } from '@salon/contracts/canary';
import { withHeadTags } from '@salon/build/html-head';
import { documentTitle } from '@salon/contracts/page-head';
import { createSeoTranslator, html as markup } from '@salon/seo';
import { registerApiProxy } from './api-proxy.ts';
import { preloadHints } from './preload-hints.ts';
import { createRuntimeConfigReader } from './runtime-config-file.ts';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers.ts';
import { startMirror } from './mirror.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import { readRegistry, type StoreRegistry } from './store.ts';
import { robotsTxt } from './seo/robots.ts';
import { sitemapDocuments, sitemapUrls } from './seo/sitemap.ts';
import { createSitemapSource } from './seo/sitemap-source.ts';
import { pageStatus } from './seo/page-status.ts';
import { canonicalUrl, isIndexable, pageHeadTags, withHtmlLang, withNoscriptBody, withTitle } from './seo/head-tags.ts';
import { createKeptAnswers } from './seo/kept-answers.ts';
import { createApiReader } from './seo/pages/api-reader.ts';
import { PAGE_ROUTES, renderPage, type PageRoute, type ServedPage } from './seo/pages/index.ts';

/** What `createGateway` serves. */
export interface GatewayOptions {
  /** The shell's build (index.html and its hashed assets). */
  shellDir: string;
  /**
   * The remote store (registry.json and remotes/) as a folder: the store itself, or,
   * with `mirror`, this host's copy of it.
   */
  storeDir: string;
  /**
   * A store kept elsewhere (S3, REMOTE_STORE_URL) that the gateway copies into `storeDir`
   * in its own process (mirror.ts) and serves from there; stopped when the gateway
   * closes. Pages never wait for the bucket: until the first copy is made the folder
   * serves what it had (nothing: /registry.json answers 503).
   */
  mirror?: { source: ObjectStore; intervalMs?: number };
  /** JSON merged over the default runtime configuration; none means defaults only. */
  configFile?: string;
  /** Origin of the API; `/api/*` is proxied there unchanged. None: `/api/*` answers 503. */
  apiUrl?: string;
  /**
   * The site's public origin (`https://www.example.pl`), which the sitemap, robots.txt
   * and canonical links name. None: the origin each request came to (right on a
   * developer's machine; production sets it, decision 0034).
   */
  publicOrigin?: string;
  /** The kinds of page the gateway writes heads and facts for; all of them (seo/pages) when not given. */
  pageRoutes?: readonly PageRoute[];
  /** Remotes served by their dev server instead of the store: name → base URL. */
  devRemotes?: Partial<Record<RemoteName, string>>;
  logger?: FastifyServerOptions['logger'];
}

const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time (cheap with ETag): a cached index.html would pin old asset names. */
const NO_CACHE = 'no-cache';
/**
 * Emitted by the rspack factory as `[name].[contenthash:8].ext`, and its compressed
 * copies `.br` and `.gz` (what the static server reports when it sends one).
 */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/i;
/**
 * Builds carry `.br` and `.gz` copies of their text files (@salon/build's
 * PrecompressPlugin): sent when the browser accepts them, nothing compressed per request.
 */
const PRECOMPRESSED = { preCompressed: true } as const;
/** The answer depends on Accept-Encoding: caches must keep one copy per encoding. */
const VARY = 'accept-encoding';

const unavailable = { status: 503, code: 'SERVICE_UNAVAILABLE' } as const;
/** robots.txt and the sitemap: a minute, as the sitemap's data (decision 0034). */
const CRAWLER_FILES = 'public, max-age=60';
/** What a crawler is told when the sitemap cannot be made: try again in a few minutes. */
const RETRY_AFTER_SECONDS = '300';
const notFound = { status: 404, code: 'NOT_FOUND' } as const;
/**
 * How long a page waits for its head's and facts' data the first time it is asked for
 * (after that the gateway's copy answers at once, kept-answers.ts): past it, the page
 * goes out with its address tags only, and the data still arrives for the next request.
 */
const PAGE_DATA_WAIT_MS = 1_500;

/** `promise`'s value, or undefined once `ms` have passed first. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const done = new AbortController();
  try {
    return await Promise.race([promise, sleep(ms, undefined, { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

/**
 * A navigation to a client route (/salony/warszawa): GET, accepts HTML, not an
 * API call or a remote's file, and no file extension (a missing /logo.png must stay a
 * 404, not turn into an HTML page the browser then fails to decode).
 */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Browsers ask for text/html; crawlers, link checkers and curl send */* or nothing.
  // A client that wants JSON only (a mistyped API call) gets a 404 instead of a page.
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isUnderPath(pathname, '/api') || isUnderPath(pathname, '/remotes')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/** `https://www.example.pl` from PUBLIC_ORIGIN; throws on a path, a query or another scheme. */
export function parsePublicOrigin(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`publicOrigin: "${value}" is not a URL`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`publicOrigin: "${value}" must be an http(s) origin without a path, e.g. https://www.example.pl`);
  }
  return parsed.origin;
}

function parseDevOrigins(devRemotes: GatewayOptions['devRemotes']): Map<RemoteName, string> {
  const bases = new Map<RemoteName, string>();
  for (const [name, url] of Object.entries(devRemotes ?? {})) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`devRemotes: unknown remote "${name}"; valid remotes: ${REMOTE_NAMES.join(', ')}`);
    }
    if (url === undefined) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`devRemotes: ${name} has an invalid URL "${url}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`devRemotes: ${name} must be an http(s) URL, got "${url}"`);
    }
    bases.set(name as RemoteName, url.replace(/\/+$/, ''));
  }
  return bases;
}

/**
 * The gateway of the composed site, as a Fastify instance that is not listening yet:
 * the shell, the remote store under /remotes, the live /registry.json, /config.json,
 * /metadata and /api proxied to the API. Throws at once when the runtime
 * configuration file or a dev remote URL is invalid, so a bad deploy never starts.
 */
export function createGateway(options: GatewayOptions): FastifyInstance {
  const shellDir = path.resolve(options.shellDir);
  const storeDir = path.resolve(options.storeDir);
  const devBases = parseDevOrigins(options.devRemotes);
  const devOrigins = [...new Set([...devBases.values()].map((url) => new URL(url).origin))];
  const csp = contentSecurityPolicy(devOrigins);
  const startedAt = new Date().toISOString();
  const publicOrigin = options.publicOrigin === undefined ? undefined : parsePublicOrigin(options.publicOrigin);
  const sitemapSource = options.apiUrl ? createSitemapSource({ apiUrl: options.apiUrl }) : undefined;
  const translate = createSeoTranslator();

  const app = Fastify({ logger: options.logger ?? false });
  const readConfig = createRuntimeConfigReader(options.configFile, (message) => app.log.error(message));
  const apiReader = options.apiUrl ? createApiReader({ apiUrl: options.apiUrl, brand: () => readConfig().brand }) : undefined;
  /**
   * Each page's head and facts as built, kept as the API's answers they are built from
   * are (kept-answers.ts): a page is built once a minute at most, not per request, and a
   * build that failed keeps the last good one. Per address, language and configuration.
   */
  const servedPages = createKeptAnswers<ServedPage | undefined>();
  const pageRoutes = options.pageRoutes ?? PAGE_ROUTES;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', csp);
    }
    return payload;
  });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ status, code: status === 404 ? 'NOT_FOUND' : 'UNKNOWN_ERROR' });
  });

  /**
   * The registry the browser gets: the store's, with dev remotes pointing at their dev
   * servers; undefined before anything was published (with dev remotes a registry is
   * useful even then). Throws when the store's registry is unreadable.
   */
  const liveRegistry = async (): Promise<StoreRegistry | undefined> => {
    const registry = await readRegistry({ storeDir });
    if (!registry && devBases.size === 0) return undefined;
    const remotes: StoreRegistry['remotes'] = { ...registry?.remotes };
    for (const [name, base] of devBases) remotes[name] = { entry: `${base}/mf-manifest.json`, version: 'dev' };
    return { revision: registry?.revision ?? 'dev', updatedAt: registry?.updatedAt ?? startedAt, remotes };
  };

  /** The origin pages are named on: the configured public one, else this request's. */
  const originOf = (request: FastifyRequest): string => publicOrigin ?? `${request.protocol}://${request.host}`;

  // The shell's page, re-read when a new shell build replaces it.
  let shellIndex: { mtimeMs: number; html: string } | undefined;
  const readShellIndex = (): string | undefined => {
    const file = path.join(shellDir, 'index.html');
    try {
      const { mtimeMs } = fs.statSync(file);
      if (shellIndex?.mtimeMs !== mtimeMs) shellIndex = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      return shellIndex.html;
    } catch {
      return undefined;
    }
  };

  /**
   * A client route: the shell's page with preload hints for the live version of the
   * remote that owns the path (preload-hints.ts), none during maintenance, when the
   * shell shows no remote, and the live registry as a data block (the shell reads it
   * instead of fetching /registry.json). The ETag covers both, so a publish or a
   * rollback is never answered with a stale 304.
   *
   * Its status tells crawlers whether the page exists (seo/page-status.ts, decision
   * 0034): a page that is not there is the same shell with 404 (the client then shows
   * its "not found" or sends the customer home, as the spec says), and one the client
   * would send elsewhere is a 301 there, the query kept. Never cached for long: a salon
   * disabled today may be enabled again.
   */
  const sendShellIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const html = readShellIndex();
    if (html === undefined) return reply.code(503).header('cache-control', NO_STORE).send(unavailable);
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const status = await pageStatus(pathname, () => (sitemapSource ? sitemapSource.read() : Promise.reject(new Error('no API'))));
    if (status.status === 301) {
      return reply.code(301).header('cache-control', NO_CACHE).redirect(query ? `${status.location}?${query}` : status.location, 301);
    }
    let registry: StoreRegistry | undefined;
    try {
      registry = await liveRegistry(); // a dev remote's entry is not in the store: no hints for it
    } catch (error) {
      request.log.error(error); // the shell reports the registry itself; the page still loads
    }
    // The visitor id that decides who gets a canary (decision 0038): given with the first
    // page, so this page's hints name the version its shell will load.
    let visitor = visitorIdFromCookies(request.headers.cookie);
    if (!visitor) {
      visitor = newVisitorId();
      reply.header('set-cookie', visitorCookie(visitor, originOf(request).startsWith('https:')));
    }
    // The page differs by visitor only while a canary runs.
    if (registry && Object.values(registry.remotes).some((entry) => entry?.canary)) reply.header('vary', 'Cookie');
    const config = readConfig();
    const hints = isMaintenanceActive(config.maintenance)
      ? []
      : preloadHints({ storeDir, registry: registry && resolveRegistry(registry, visitor), pathname });
    // The page's language version (`?lang=en`), else the site's default: what <html lang>
    // says before the shell runs, and what the canonical link and alternates name.
    const asked = new URLSearchParams(query).get(LANGUAGE_QUERY_KEY);
    const language = isLanguage(asked) ? asked : config.defaultLanguage;
    const address = { origin: originOf(request), pathname, search: query ?? '', language, defaultLanguage: config.defaultLanguage };
    // The page's own head and facts (seo/pages, decision 0034), from the API's data.
    let served: ServedPage | undefined;
    if (status.status === 200 && apiReader && isIndexable(pathname)) {
      const context = { ...address, query: new URLSearchParams(query), pageUrl: canonicalUrl(address), config, t: translate(language), api: apiReader };
      const key = `${language} ${config.defaultLanguage} ${config.brand} ${pathname}?${query ?? ''}`;
      const build = async () => {
        let failure: unknown;
        const page = await renderPage(context, { routes: pageRoutes, onError: (error) => (failure = error) });
        if (failure !== undefined) throw failure;
        return page;
      };
      const reading = servedPages.read(key, build).catch((error: unknown) => {
        request.log.warn({ err: error, pathname }, 'page data unavailable: served without its facts');
        return undefined;
      });
      served = await within(reading, PAGE_DATA_WAIT_MS);
    }
    const head = status.status === 200 ? pageHeadTags({ ...address, brand: config.brand }, served?.head) : [];
    let page = withHtmlLang(html, language);
    if (served) page = withTitle(page, documentTitle(served.head.title, config.brand));
    // Without JavaScript: the page's facts, and what the site needs to do the rest.
    page = withNoscriptBody(page, markup`${served?.facts}<p>${translate(language)('page.noscript')}</p>`.value);
    // The registry itself, as /registry.json answers it: the shell need not ask for it.
    page = withHeadTags(page, [...head, ...(registry ? [registryDataBlock(registry)] : []), ...hints]);
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (status.status === 404) return reply.code(404).send(page);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(page);
  };

  // `/` is a navigation like any other (a 301 to /home, seo/page-status.ts), not the file.
  app.get('/', (request, reply) => sendShellIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    if (isSpaNavigation(request)) return sendShellIndex(request, reply);
    return reply.code(404).send(notFound);
  });

  // no-store: a cached registry would undo a rollback for as long as it stays cached.
  // CORS: partner pages embedding the booking remote read it from their own origin.
  app.get('/registry.json', async (request, reply) => {
    reply.header('cache-control', NO_STORE).header('access-control-allow-origin', '*');
    let registry: StoreRegistry | undefined;
    try {
      registry = await liveRegistry();
    } catch (error) {
      request.log.error(error);
      return reply.code(503).send(unavailable);
    }
    return registry ?? reply.code(503).send(unavailable);
  });

  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', CRAWLER_FILES).type('text/plain; charset=utf-8');
    return robotsTxt({ origin: originOf(request), testEnvironment: readConfig().testEnvironmentBar.enabled });
  });

  // /sitemap.xml, and its parts /sitemap-1.xml … once the site passes 50,000 pages. The
  // documents are written once per copy of the API's data (a minute) and origin, not
  // per request: a part of a large site is 50,000 URLs.
  let written: { data: Sitemap; origin: string; documents: Map<string, string> } | undefined;
  const sitemapDocumentsFor = (data: Sitemap, origin: string): Map<string, string> => {
    if (written?.data !== data || written.origin !== origin) written = { data, origin, documents: sitemapDocuments(origin, sitemapUrls(data)) };
    return written.documents;
  };
  const sendSitemap = async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const refuse = () => reply.code(503).header('cache-control', NO_STORE).header('retry-after', RETRY_AFTER_SECONDS).send(unavailable);
    if (!sitemapSource) return refuse();
    let document: string | undefined;
    try {
      document = sitemapDocumentsFor(await sitemapSource.read(), originOf(request)).get(path);
    } catch (error) {
      // Never an empty sitemap: a crawler would take it as "the site has no pages".
      request.log.error(error);
      return refuse();
    }
    if (document === undefined) return reply.code(404).send(notFound);
    return reply.header('cache-control', CRAWLER_FILES).type('application/xml; charset=utf-8').send(document);
  };
  app.get('/sitemap.xml', (request, reply) => sendSitemap('/sitemap.xml', request, reply));
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,4}).xml', (request, reply) => sendSitemap(`/sitemap-${request.params.part}.xml`, request, reply));

  // no-store: ops switch maintenance and flags here, and expect the next load to see it.
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', NO_STORE).header('access-control-allow-origin', '*');
    return readConfig();
  });

  // The shell polls this and offers a reload when it changes; both a new shell build
  // (index.html mtime) and any registry write (publish, rollback, promote) change it.
  app.get('/metadata', { schema: { response: { 200: MetadataSchema } } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    let shell = 'no-shell';
    try {
      shell = fs.statSync(path.join(shellDir, 'index.html')).mtime.toISOString();
    } catch {
      // not built yet: the registry part still moves with deploys
    }
    let revision = 'no-registry';
    try {
      revision = (await readRegistry({ storeDir }))?.revision ?? revision;
    } catch (error) {
      request.log.error(error);
    }
    const metadata: Metadata = { buildTimestamp: `${shell}+${revision}` };
    return metadata;
  });

  // The embed loader of a remote at a stable URL (/embed/booking.js, the script a
  // partner page includes): the live version's dist/embed/<name>.js, so it follows
  // publish and rollback with no cache to wait for (no-cache: revalidated each load).
  app.get<{ Params: { file: string } }>('/embed/:file', async (request, reply) => {
    reply.header('cache-control', NO_CACHE).header('access-control-allow-origin', '*');
    const name = /^([a-z]+)\.js$/.exec(request.params.file)?.[1];
    if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) return reply.code(404).send(notFound);
    const remote = name as RemoteName;
    const file = `${remote}.js`;
    const devBase = devBases.get(remote);
    if (devBase) {
      const upstream = await fetch(`${devBase}/embed/${file}`).catch(() => undefined);
      if (!upstream?.ok) return reply.code(upstream?.status === 404 ? 404 : 503).send(upstream?.status === 404 ? notFound : unavailable);
      return reply.type('application/javascript; charset=utf-8').send(await upstream.text());
    }
    let registry: StoreRegistry | undefined;
    try {
      registry = await readRegistry({ storeDir });
    } catch (error) {
      request.log.error(error);
      return reply.code(503).send(unavailable);
    }
    const version = registry?.remotes[remote]?.version;
    if (!version || !/^[\w.-]+$/.test(version)) return reply.code(404).send(notFound);
    const versionDir = path.join(storeDir, 'remotes', remote, version);
    // A version built before its remote had a loader has none.
    if (!fs.existsSync(path.join(versionDir, 'embed', file))) return reply.code(404).send(notFound);
    return reply.sendFile(`embed/${file}`, versionDir);
  });

  // /api to the API, bodies over API_BODY_LIMIT refused here with 413 (api-proxy.ts).
  registerApiProxy(app, options.apiUrl);

  // Versioned folders never change, so browsers and CDNs may keep them for a year.
  // CORS: partner pages load the booking remote's files from their own origin.
  app.register(fastifyStatic, {
    root: path.join(storeDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    ...PRECOMPRESSED,
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('vary', VARY);
    },
  });

  app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // Also the embed loader and index.html, which go through this instance's sendFile.
    ...PRECOMPRESSED,
    setHeaders: (res, filePath) => {
      const name = path.basename(filePath);
      res.setHeader('cache-control', !name.startsWith('index.html') && HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE);
      res.setHeader('vary', VARY);
    },
  });

  // A store kept in a bucket: this host's copy of it in storeDir, which everything above
  // (and nginx beside the gateway) serves. Started last, once the options are known to be good.
  if (options.mirror) {
    const mirror = startMirror({
      source: options.mirror.source,
      targetDir: storeDir,
      ...(options.mirror.intervalMs === undefined ? {} : { intervalMs: options.mirror.intervalMs }),
      onSync: (result) => {
        if (result.changed) app.log.info({ revision: result.revision, downloaded: result.downloaded }, `mirror: ${storeDir} at registry revision ${result.revision}`);
      },
      onError: (error) => app.log.error({ err: error }, `mirror of ${options.mirror?.source.location} into ${storeDir} failed; serving what the folder has`),
      onRecovered: () => app.log.warn(`mirror of ${options.mirror?.source.location} into ${storeDir} works again`),
    });
    app.addHook('onClose', async () => {
      await mirror.stop();
    });
  }

  return app;
}
