import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { developmentIdentityConfig, type IdentityConfig } from '../../../config.ts';
import { TEST_NOW, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createAccount, post } from '../../../test/identity-helpers.ts';
import clock from '../clock.ts';
import socialTokens, { DEVELOPMENT_AUDIENCE, DEVELOPMENT_KEY_ID, developmentSigningKey } from './social-tokens.ts';

/*
 * ID tokens of configured providers: verified against the provider's JWKS (here a local
 * server standing in for Google's and Apple's key endpoints), with the configured issuer
 * and client id, RS256 or ES256 only. The development provider's tokens count only for a
 * provider without a client id, and only with the development tools on (never in production).
 */

const GOOGLE_CLIENT = '1234-web.apps.googleusercontent.com';
const APPLE_CLIENT = 'pl.salon.web';

let server: http.Server;
let jwksUrl = '';
let jwksRequests = 0;
let rsa: { privateKey: CryptoKey };
let ec: { privateKey: CryptoKey };

beforeAll(async () => {
  const rsaPair = await generateKeyPair('RS256');
  const ecPair = await generateKeyPair('ES256');
  rsa = rsaPair;
  ec = ecPair;
  const keys = {
    keys: [
      { ...(await exportJWK(rsaPair.publicKey)), kid: 'rs-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ecPair.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ],
  };
  server = http.createServer((_request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const configured = (): Partial<IdentityConfig> => ({
  google: { clientId: GOOGLE_CLIENT, issuers: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl },
  apple: { clientId: APPLE_CLIENT, issuer: 'https://appleid.apple.com', jwksUrl, hmacSecret: 'x'.repeat(32) },
});

/** The plugin alone (with the clock it reads), as app.ts registers it. */
async function plugin(identity: Partial<IdentityConfig>) {
  const app = Fastify();
  await app.register(clock, { now: () => TEST_NOW.toJSDate() });
  app.decorate('identityConfig', developmentIdentityConfig(identity));
  await app.register(socialTokens);
  await app.ready();
  return app;
}

const now = Math.floor(TEST_NOW.toSeconds());
const GOOGLE_CLAIMS = {
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT,
  sub: '110169484474386276334',
  email: 'Ola.Google@Gmail.com',
  email_verified: true,
  given_name: 'Ola',
  family_name: 'Nowicka',
  iat: now,
  exp: now + 3600,
};
const APPLE_CLAIMS = { iss: 'https://appleid.apple.com', aud: APPLE_CLIENT, sub: '001234.abcdef.0123', email: 'x1y2@privaterelay.appleid.com', email_verified: 'true', iat: now, exp: now + 600 };

async function sign(claims: JWTPayload, options: { key?: CryptoKey; alg?: string; kid?: string } = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'rs-1' }).sign(options.key ?? rsa.privateKey);
}

const GOOGLE_REFUSAL = { status: 400, code: 'GOOGLE_FETCH_USER_ERROR', field: 'googleToken' };
const APPLE_REFUSAL = { status: 400, code: 'INVALID_VALUE', field: 'id_token' };

test("configured Google: RS256 or ES256 tokens of Google's issuers for the client id", async () => {
  const app = await plugin(configured());
  const fetchedBefore = jwksRequests;
  try {
    expect(await app.socialTokens.verify('GOOGLE', await sign(GOOGLE_CLAIMS))).toEqual({
      provider: 'GOOGLE',
      subject: '110169484474386276334',
      email: 'ola.google@gmail.com',
      emailVerified: true,
      firstName: 'Ola',
      lastName: 'Nowicka',
    });
    const es256 = await sign({ ...GOOGLE_CLAIMS, iss: 'accounts.google.com', given_name: undefined, family_name: undefined, name: 'Ola Maria Nowicka' }, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' });
    expect(await app.socialTokens.verify('GOOGLE', es256)).toMatchObject({ firstName: 'Ola', lastName: null });
    // The keys were fetched once and kept.
    expect(jwksRequests - fetchedBefore).toBe(1);
  } finally {
    await app.close();
  }
});

test('configured Google refuses other issuers, audiences, keys and algorithms, expired tokens, and the development provider', async () => {
  const app = await plugin(configured());
  const { privateKey: stranger } = await generateKeyPair('RS256');
  const development = await new SignJWT({ ...GOOGLE_CLAIMS, iss: 'http://localhost:8080/api/dev/idp/google', aud: DEVELOPMENT_AUDIENCE })
    .setProtectedHeader({ alg: 'RS256', kid: DEVELOPMENT_KEY_ID })
    .sign(await developmentSigningKey());
  const refused: Record<string, string> = {
    'other issuer': await sign({ ...GOOGLE_CLAIMS, iss: 'https://evil.example.com' }),
    'other audience': await sign({ ...GOOGLE_CLAIMS, aud: 'another-client.apps.googleusercontent.com' }),
    'Apple token': await sign(APPLE_CLAIMS),
    expired: await sign({ ...GOOGLE_CLAIMS, iat: now - 7200, exp: now - 1 }),
    'no issued-at': await sign({ ...GOOGLE_CLAIMS, iat: undefined }),
    'unknown key id': await sign(GOOGLE_CLAIMS, { kid: 'rotated-away' }),
    'key not in the JWKS': await sign(GOOGLE_CLAIMS, { key: stranger }),
    'ES256 header on the RSA key id': await sign(GOOGLE_CLAIMS, { key: ec.privateKey, alg: 'ES256', kid: 'rs-1' }),
    'HS256': await new SignJWT(GOOGLE_CLAIMS).setProtectedHeader({ alg: 'HS256', kid: 'rs-1' }).sign(new TextEncoder().encode('k'.repeat(32))),
    'alg none': `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(GOOGLE_CLAIMS)).toString('base64url')}.`,
    'development provider': development,
    empty: '',
  };
  try {
    for (const [why, token] of Object.entries(refused)) {
      const outcome = await app.socialTokens.verify('GOOGLE', token).then(
        () => 'accepted',
        (error: { toJSON?: () => unknown }) => error.toJSON?.() ?? String(error),
      );
      expect({ why, outcome }).toEqual({ why, outcome: GOOGLE_REFUSAL });
    }
  } finally {
    await app.close();
  }
});

test("configured Apple: Apple's issuer and the client id; e-mail verification sent as a string", async () => {
  const app = await plugin(configured());
  try {
    expect(await app.socialTokens.verify('APPLE', await sign(APPLE_CLAIMS, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' }))).toEqual({
      provider: 'APPLE',
      subject: '001234.abcdef.0123',
      email: 'x1y2@privaterelay.appleid.com',
      emailVerified: true,
      firstName: null,
      lastName: null,
    });
    expect(await app.socialTokens.verify('APPLE', await sign({ ...APPLE_CLAIMS, email_verified: 'false' }))).toMatchObject({ emailVerified: false });
    expect(await app.socialTokens.verify('APPLE', await sign({ ...APPLE_CLAIMS, email: 'not an address' }))).toMatchObject({ email: null });
    for (const token of [await sign(GOOGLE_CLAIMS), await sign({ ...APPLE_CLAIMS, aud: 'pl.salon.other' }), 'junk']) {
      await expect(app.socialTokens.verify('APPLE', token)).rejects.toMatchObject(APPLE_REFUSAL);
    }
  } finally {
    await app.close();
  }
});

test('a provider without a client id uses the development provider in development; its keys are made once per process', async () => {
  const mixed = await plugin({ google: configured().google! });
  const other = await plugin({});
  try {
    expect(mixed.socialTokens.development!.jwks).toEqual(other.socialTokens.development!.jwks);
    const apple = await other.socialTokens.development!.sign('APPLE', { subject: 'dev-apple', email: 'Dev@Example.com' });
    expect(await mixed.socialTokens.verify('APPLE', apple)).toMatchObject({ subject: 'dev-apple', email: 'dev@example.com', emailVerified: true });
    const google = await other.socialTokens.development!.sign('GOOGLE', { subject: 'dev-google', email: 'dev@example.com', firstName: 'Dev' });
    expect(await other.socialTokens.verify('GOOGLE', google)).toMatchObject({ subject: 'dev-google', firstName: 'Dev', lastName: null });
    // Google has a client id here: the development provider does not count for it.
    await expect(mixed.socialTokens.verify('GOOGLE', google)).rejects.toMatchObject(GOOGLE_REFUSAL);
  } finally {
    await mixed.close();
    await other.close();
  }
});

test("keys that cannot be fetched refuse the token (no 500)", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/keys`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const app = await plugin({ google: { ...configured().google!, jwksUrl: url } });
  try {
    await expect(app.socialTokens.verify('GOOGLE', await sign(GOOGLE_CLAIMS))).rejects.toMatchObject(GOOGLE_REFUSAL);
  } finally {
    await app.close();
  }
});

describe('without a client id and without the development tools (production)', () => {
  const previous = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = previous;
  });

  test('every token is refused and there is no development provider', async () => {
    process.env.NODE_ENV = 'production';
    const app = await plugin({ developmentTools: false });
    try {
      expect(app.socialTokens.development).toBeNull();
      const token = await new SignJWT({ ...GOOGLE_CLAIMS, iss: 'http://localhost:8080/api/dev/idp/google', aud: DEVELOPMENT_AUDIENCE })
        .setProtectedHeader({ alg: 'RS256', kid: DEVELOPMENT_KEY_ID })
        .sign(await developmentSigningKey());
      await expect(app.socialTokens.verify('GOOGLE', token)).rejects.toMatchObject(GOOGLE_REFUSAL);
      await expect(app.socialTokens.verify('APPLE', token)).rejects.toMatchObject(APPLE_REFUSAL);
    } finally {
      await app.close();
    }
  });

  test('the development provider refuses to start in production', async () => {
    process.env.NODE_ENV = 'production';
    await expect(plugin({ developmentTools: true })).rejects.toThrow(/cannot run in production/);
  });
});

describe('the routes with configured providers', () => {
  // Built here, once the key server listens.
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, identity: configured() });
  }, 180_000);
  afterAll(() => t?.close());

  test('Google and Apple tokens of the configured providers sign in; development tokens do not', async () => {
    const account = await createAccount(t);
    const googleToken = await sign({ ...GOOGLE_CLAIMS, sub: `google-${account.id}` });
    expect((await post(t, '/api/google/auth', { googleToken })).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'googleToken' });
    await t.database.db.insertInto('social_identities').values({ provider: 'GOOGLE', subject: `google-${account.id}`, user_id: account.id, email: null }).execute();
    expect((await post(t, '/api/google/auth', { googleToken })).json()).toMatchObject({ email: account.email, accessToken: expect.any(String) });

    const idToken = await sign({ ...APPLE_CLAIMS, sub: `apple-${account.id}`, email: account.email }, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' });
    expect((await post(t, '/api/apple/auth/identify', { code: 'c', id_token: idToken })).json()).toEqual({ isNewUser: false });

    // The development provider still runs (development tools on) but its tokens do not count for a configured provider.
    const development = (await post(t, '/api/dev/idp/google/token', { subject: 'dev', email: 'dev@example.com' })).json().idToken;
    expect((await post(t, '/api/google/auth', { googleToken: development })).json()).toEqual(GOOGLE_REFUSAL);
  });
});
