import { createHmac, webcrypto } from 'node:crypto';
import { setRuntimeConfigForTests } from '@salon/platform';
import { appleSignedWrapper } from './apple-wrapper.ts';

// jsdom has crypto.getRandomValues but not WebCrypto's subtle: lend it Node's, which browsers match.
beforeAll(() => {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

afterEach(() => setRuntimeConfigForTests(null));

describe('appleSignedWrapper', () => {
  const payload = { phone: '+48 600 100 200', code: 'dev-abc', id_token: 'header.payload.signature' };

  it('signs the JSON text with HMAC-SHA-256 (hex) keyed with the development secret by default', async () => {
    const wrapper = await appleSignedWrapper(payload);
    const body = JSON.stringify(payload);
    expect(wrapper.body).toBe(body);
    // What the API computes (api/src/lib/secrets.ts hmacSha256) with its DEVELOPMENT_APPLE_HMAC_SECRET.
    expect(wrapper.hmacToken).toBe(createHmac('sha256', 'development-apple-hmac-secret').update(body).digest('hex'));
    expect(wrapper.hmacToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the configured secret, and non-ASCII text is signed as UTF-8', async () => {
    setRuntimeConfigForTests({ socialLogin: { appleHmacSecret: 'production-secret-of-at-least-32-chars!' } });
    const wrapper = await appleSignedWrapper({ firstName: 'Zażółć' });
    expect(wrapper.hmacToken).toBe(createHmac('sha256', 'production-secret-of-at-least-32-chars!').update('{"firstName":"Zażółć"}').digest('hex'));
  });

  it('matches a fixed vector computed once with node:crypto', async () => {
    const wrapper = await appleSignedWrapper({ phone: '+48600100200', code: 'dev-1', id_token: 't' });
    expect(wrapper).toEqual({
      body: '{"phone":"+48600100200","code":"dev-1","id_token":"t"}',
      hmacToken: 'e348103a9cb313749ef859d7bd73c802a3da913c959c150bf1b2877f115dc221',
    });
  });
});
