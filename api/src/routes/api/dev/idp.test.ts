import vm from 'node:vm';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { DevIdentityProviderMessageSchema, type DevIdentityProviderMessage } from '@salon/contracts/identity-api';
import { developmentIdentityConfig, type IdentityConfig } from '../../../config.ts';
import type { SocialTokens } from '../../../plugins/app/identity/social-tokens.ts';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { freshContact, post, testAppForFile } from '../../../test/identity-helpers.ts';
import devIdentityProviderRoutes, { DEVELOPMENT_IDENTITIES, SIGN_IN_PAGE_POLICY, renderSignInPage } from './idp.ts';

/*
 * The development identity provider (routes/api/dev/idp.ts): its keys, its signed ID
 * tokens (which the API accepts as Google's and Apple's when no client id is configured),
 * its sign-in page (escaped, no inline code, posts the token to the opener), and its
 * refusal to run in production.
 */

const t = testAppForFile({ seed: false });

const ISSUER = 'http://localhost:8080/api/dev/idp';

async function publicKeys() {
  const response = await t.app.inject({ method: 'GET', url: '/api/dev/idp/jwks.json' });
  expect(response.statusCode).toBe(200);
  return createLocalJWKSet(response.json());
}

test('GET /api/dev/idp/jwks.json: one RS256 public key, no private part', async () => {
  const { keys } = (await t.app.inject({ method: 'GET', url: '/api/dev/idp/jwks.json' })).json();
  expect(keys).toEqual([{ kty: 'RSA', kid: 'salon-dev-1', alg: 'RS256', use: 'sig', n: expect.any(String), e: 'AQAB' }]);
  for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(secret);
});

test('POST /api/dev/idp/{provider}/token: ID tokens that verify against the JWKS, with the claims each provider sends', async () => {
  const keys = await publicKeys();
  const google = await post(t, '/api/dev/idp/google/token', { subject: 'abc', email: 'ABC@Example.com', firstName: 'Ewa', lastName: 'Zielińska', nonce: 'n-0S6_WzA2Mj' });
  expect(google.statusCode).toBe(200);
  const idToken = google.json().idToken as string;
  expect(decodeProtectedHeader(idToken)).toEqual({ alg: 'RS256', kid: 'salon-dev-1', typ: 'JWT' });
  const verified = await jwtVerify(idToken, keys, { issuer: `${ISSUER}/google`, audience: 'salon-web-dev', algorithms: ['RS256'], currentDate: TEST_NOW.toJSDate() });
  const issuedAt = Math.floor(TEST_NOW.toSeconds());
  expect(verified.payload).toEqual({
    iss: `${ISSUER}/google`,
    aud: 'salon-web-dev',
    sub: 'abc',
    email: 'abc@example.com',
    email_verified: true,
    given_name: 'Ewa',
    family_name: 'Zielińska',
    name: 'Ewa Zielińska',
    nonce: 'n-0S6_WzA2Mj',
    iat: issuedAt,
    exp: issuedAt + 3600,
  });

  // Apple puts no names in its ID tokens.
  const apple = (await post(t, '/api/dev/idp/apple/token', { subject: 'apple.001', email: 'jan@example.com', firstName: 'Jan' })).json().idToken as string;
  const { payload } = await jwtVerify(apple, keys, { issuer: `${ISSUER}/apple`, audience: 'salon-web-dev', currentDate: TEST_NOW.toJSDate() });
  expect(payload).toEqual({ iss: `${ISSUER}/apple`, aud: 'salon-web-dev', sub: 'apple.001', email: 'jan@example.com', email_verified: true, iat: issuedAt, exp: issuedAt + 3600 });

  // The API takes them as Google's and Apple's: verified, not linked to anyone yet.
  expect((await post(t, '/api/google/auth', { googleToken: idToken })).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'googleToken' });
  expect((await post(t, '/api/apple/auth/identify', { code: 'c', id_token: apple })).json()).toEqual({ isNewUser: true });
  // Each provider's token only for that provider.
  expect((await post(t, '/api/google/auth', { googleToken: apple })).json()).toMatchObject({ code: 'GOOGLE_FETCH_USER_ERROR' });
});

test('POST /api/dev/idp/{provider}/token: junk gets 400 with the field, never 500', async () => {
  const cases: [string, unknown, string][] = [
    ['/api/dev/idp/google/token', {}, 'subject'],
    ['/api/dev/idp/google/token', { subject: '', email: 'a@example.com' }, 'subject'],
    ['/api/dev/idp/google/token', { subject: 'a b', email: 'a@example.com' }, 'subject'],
    ['/api/dev/idp/google/token', { subject: '<script>', email: 'a@example.com' }, 'subject'],
    ['/api/dev/idp/google/token', { subject: 'x'.repeat(129), email: 'a@example.com' }, 'subject'],
    ['/api/dev/idp/apple/token', { subject: 'a' }, 'email'],
    ['/api/dev/idp/apple/token', { subject: 'a', email: 'not an e-mail' }, 'email'],
    ['/api/dev/idp/apple/token', { subject: 'a', email: 'a@example.com', firstName: 'x'.repeat(101) }, 'firstName'],
    ['/api/dev/idp/apple/token', { subject: 'a', email: 'a@example.com', nonce: 'two words' }, 'nonce'],
    ['/api/dev/idp/facebook/token', { subject: 'a', email: 'a@example.com' }, 'provider'],
  ];
  for (const [url, body, field] of cases) {
    const answer = (await post(t, url, body)).json();
    expect({ url, body, answer }).toEqual({ url, body, answer: { status: 400, code: 'INVALID_VALUE', field } });
  }
  for (const payload of ['{', '[]', 'null', '"x"']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/dev/idp/google/token', headers: { 'content-type': 'application/json' }, payload });
    expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status: 400, code: 'INVALID_VALUE' });
  }
});

/** The data the page's script reads, from its JSON script element. */
function pageData(html: string) {
  const json = html.match(/<script type="application\/json" id="idp-data">([^<]*)<\/script>/)?.[1];
  if (!json) throw new Error('no page data');
  return JSON.parse(json);
}

test('GET /api/dev/idp/{provider}/authorize: the seeded identities in Polish, English or French, under a strict policy', async () => {
  const english = await t.app.inject({ method: 'GET', url: '/api/dev/idp/apple/authorize?lang=en&redirect_origin=http://localhost:3001&nonce=abc123' });
  expect(english.statusCode).toBe(200);
  expect(english.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
  expect(english.headers['content-security-policy']).toBe(SIGN_IN_PAGE_POLICY);
  expect(english.headers['cache-control']).toBe('no-store');
  expect(english.body).toContain('<html lang="en">');
  expect(english.body).toContain('<title>Development sign-in: Apple</title>');
  expect(english.body).toContain('<button type="button" data-identity="0">Jan Wiśniewski &lt;jan.apple@example.com&gt;</button>');
  expect(english.body).not.toContain('ewa.google@example.com');
  expect(pageData(english.body)).toEqual({
    messageType: 'salon-dev-idp',
    provider: 'apple',
    tokenUrl: '/api/dev/idp/apple/token',
    redirectOrigin: 'http://localhost:3001',
    nonce: 'abc123',
    identities: [{ subject: 'apple-dev-jan', email: 'jan.apple@example.com', firstName: 'Jan', lastName: 'Wiśniewski' }],
    done: 'Done. You can close this window.',
  });

  const polish = await t.app.inject({ method: 'GET', url: '/api/dev/idp/google/authorize', headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
  expect(polish.body).toContain('<html lang="pl">');
  expect(polish.body).toContain('Logowanie testowe: Google');
  expect(polish.body).toContain('Ewa Zielińska &lt;ewa.google@example.com&gt;');
  // Without redirect_origin the token goes to the site.
  expect(pageData(polish.body)).toMatchObject({ provider: 'google', redirectOrigin: 'http://localhost:8080', nonce: null });
  const french = await t.app.inject({ method: 'GET', url: '/api/dev/idp/google/authorize?lang=fr', headers: { 'accept-language': 'en' } });
  expect(french.body).toContain('Connexion de développement\u00a0: Google');
  expect(french.body).toContain('Aucun vrai compte Google n’est utilisé.');

  for (const page of [english.body, polish.body, french.body]) {
    // Only the JSON data and the script file: nothing a strict policy would block.
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script type="application/json" id="idp-data">', '<script src="/api/dev/idp/page.js">']);
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page).not.toMatch(/javascript:/i);
  }

  for (const query of [
    'redirect_origin=http://x"><script>',
    'redirect_origin=javascript:alert(1)',
    'redirect_origin=http://localhost:3001/path',
    'nonce=a"b',
    'nonce=' + 'n'.repeat(300),
  ]) {
    const answer = (await t.app.inject({ method: 'GET', url: `/api/dev/idp/google/authorize?${query}` })).json();
    expect({ query, answer }).toEqual({ query, answer: { status: 400, code: 'INVALID_VALUE', field: expect.stringMatching(/^(redirect_origin|nonce)$/) } });
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/idp/facebook/authorize' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'provider' });
});

test('the page escapes everything it shows and keeps its data inert', () => {
  const hostile = {
    subject: 'x',
    email: '"><img src=x onerror=alert(1)>@example.com',
    firstName: '<script>alert(1)</script>',
    lastName: "O'Brien & <b>Sons</b></script><!--",
  };
  const html = renderSignInPage({ provider: 'google', language: 'en', redirectOrigin: 'http://localhost:8080', nonce: null, identities: [hostile] });
  expect(html).not.toContain('<img');
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('<!--');
  expect(html.match(/<script/g)).toHaveLength(2);
  expect(html.match(/<\/script>/g)).toHaveLength(2);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;&lt;/script&gt;&lt;!-- &lt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com&gt;');
  // The data comes back intact from its JSON.
  expect(pageData(html).identities).toEqual([hostile]);
});

/** Runs page.js against a stand-in for the browser: buttons, the form, fetch (the API), the opener. */
async function runPage(html: string) {
  const script = await t.app.inject({ method: 'GET', url: '/api/dev/idp/page.js' });
  expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  const listeners = new Map<string, (event?: unknown) => unknown>();
  const buttons = [...html.matchAll(/data-identity="(\d+)"/g)].map(([, index]) => ({
    dataset: { identity: index },
    addEventListener: (type: string, listener: () => unknown) => listeners.set(`button${index}:${type}`, listener),
  }));
  const result = { textContent: '', dataset: {} as Record<string, string> };
  const posted: { message: unknown; origin: string }[] = [];
  let resolvePosted: () => void = () => undefined;
  const postedOnce = new Promise<void>((resolve) => (resolvePosted = resolve));
  const window = {
    closed: false,
    opener: {
      postMessage(message: unknown, origin: string) {
        posted.push({ message, origin });
        resolvePosted();
      },
    },
    close() {
      window.closed = true;
    },
  };
  const elements: Record<string, unknown> = {
    'idp-data': { textContent: html.match(/id="idp-data">([^<]*)</)?.[1] },
    result,
    other: { addEventListener: (type: string, listener: (event: unknown) => unknown) => listeners.set(`form:${type}`, listener) },
  };
  const document = { getElementById: (id: string) => elements[id] ?? null, querySelectorAll: () => buttons };
  const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
    const response = await post(t, url, JSON.parse(init.body), init.headers);
    return { ok: response.statusCode < 300, json: async () => response.json() };
  };
  class FormData {
    constructor(private readonly form: { values: Record<string, string> }) {}
    get(name: string) {
      return this.form.values[name] ?? null;
    }
  }
  vm.runInNewContext(script.body, { document, window, fetch, FormData });
  return { listeners, result, posted, postedOnce, window };
}

test("page.js: picking an identity posts its signed token to the opener's origin and closes the page", async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/api/dev/idp/google/authorize?redirect_origin=http://localhost:3001&nonce=xyz' })).body;
  const page = await runPage(html);
  await page.listeners.get('button0:click')!();
  expect(page.posted).toEqual([
    {
      origin: 'http://localhost:3001',
      message: {
        type: 'salon-dev-idp',
        provider: 'google',
        idToken: expect.any(String),
        user: { subject: 'google-dev-ewa', email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' },
      },
    },
  ]);
  // The message the front-end's adapter types against.
  expect(Value.Check(DevIdentityProviderMessageSchema, page.posted[0]!.message)).toBe(true);
  const { idToken } = page.posted[0]!.message as DevIdentityProviderMessage;
  const { payload } = await jwtVerify(idToken, await publicKeys(), { issuer: `${ISSUER}/google`, audience: 'salon-web-dev', currentDate: TEST_NOW.toJSDate() });
  expect(payload).toMatchObject({ sub: 'google-dev-ewa', email: 'ewa.google@example.com', given_name: 'Ewa', nonce: 'xyz' });
  expect(page.window.closed).toBe(true);
});

test('page.js: another identity typed into the form; a refused one is shown, not posted', async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/api/dev/idp/apple/authorize?lang=en' })).body;
  const page = await runPage(html);
  let prevented = false;
  const { email } = freshContact();
  page.listeners.get('form:submit')!({
    preventDefault: () => (prevented = true),
    target: { values: { subject: 'typed-001', email, firstName: 'Typed', lastName: '' } },
  });
  await page.postedOnce;
  expect(prevented).toBe(true);
  expect(Value.Check(DevIdentityProviderMessageSchema, page.posted[0]?.message)).toBe(true);
  expect(page.posted).toEqual([
    {
      origin: 'http://localhost:8080',
      message: { type: 'salon-dev-idp', provider: 'apple', idToken: expect.any(String), user: { subject: 'typed-001', email, firstName: 'Typed' } },
    },
  ]);

  const refused = await runPage(html);
  refused.listeners.get('form:submit')!({ preventDefault: () => undefined, target: { values: { subject: 'with space', email } } });
  for (let wait = 0; wait < 100 && !refused.result.textContent; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(refused.result.textContent).toBe('INVALID_VALUE (subject)');
  expect(refused.posted).toEqual([]);
  expect(refused.window.closed).toBe(false);
});

test('the identity provider lists the seeded social customers with the subjects the seed links', () => {
  expect(DEVELOPMENT_IDENTITIES.google).toContainEqual({ subject: 'google-dev-ewa', email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' });
  expect(DEVELOPMENT_IDENTITIES.apple).toContainEqual({ subject: 'apple-dev-jan', email: 'jan.apple@example.com', firstName: 'Jan', lastName: 'Wiśniewski' });
});

describe('refuses to run in production', () => {
  /** The routes alone on a bare server with the given settings. */
  async function register(identity: IdentityConfig) {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.decorate('identityConfig', identity);
    app.decorate('socialTokens', t.app.socialTokens satisfies SocialTokens);
    try {
      await app.register(devIdentityProviderRoutes);
      await app.ready();
      return (await app.inject({ method: 'GET', url: '/dev/idp/jwks.json' })).statusCode;
    } finally {
      await app.close();
    }
  }

  const previous = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = previous;
  });

  test('runs in development', async () => {
    expect(await register(developmentIdentityConfig())).toBe(200);
  });

  test('throws at registration with NODE_ENV=production, even with the development tools on', async () => {
    process.env.NODE_ENV = 'production';
    await expect(register(developmentIdentityConfig())).rejects.toThrow(/cannot run in production/);
  });

  test('throws at registration without the development tools', async () => {
    await expect(register(developmentIdentityConfig({ developmentTools: false }))).rejects.toThrow(/cannot run in production/);
  });
});
