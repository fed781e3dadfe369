import { assertNonce, unverifiedClaims, userFromClaims } from './social-user.ts';
import { fakeIdToken } from './test-tokens.ts';

const HEADER = fakeIdToken({}).split('.')[0]!;
/** A token whose payload is these bytes, base64url-encoded. */
const withPayload = (payload: string | Buffer) => `${HEADER}.${Buffer.from(payload).toString('base64url')}.signature`;

describe('unverifiedClaims', () => {
  it('reads the claims of an ID token, Polish letters included', () => {
    const claims = { sub: '1', email: 'łucja@example.com', given_name: 'Łucja', family_name: 'Żółć', nonce: 'n-1' };
    expect(unverifiedClaims(fakeIdToken(claims))).toEqual(claims);
  });

  it.each([
    ['an empty string', ''],
    ['one part', 'not-a-jwt'],
    ['an empty payload', `${HEADER}..signature`],
    ['a payload that is not base64url', `${HEADER}.!!!.signature`],
    ['a payload that is not JSON', withPayload('not json')],
    ['a JSON array', withPayload('[1, 2]')],
    ['a JSON number', withPayload('42')],
    ['JSON null', withPayload('null')],
  ])('is null for %s', (_, token) => {
    expect(unverifiedClaims(token)).toBeNull();
  });

  // What jose's decodeJwt refuses and the hand-written decoder read.
  it.each([
    ['two parts (no signature part)', fakeIdToken({ sub: '1' }).split('.').slice(0, 2).join('.')],
    ['five parts (an encrypted JWE, not a signed JWT)', `${fakeIdToken({ sub: '1' })}.tag.more`],
    ['a payload that is not UTF-8', withPayload(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]))],
    ['a payload in standard base64 rather than base64url', `${HEADER}.${Buffer.from('{"name":"?>?"}').toString('base64')}.signature`],
  ])('is null for %s', (_, token) => {
    expect(unverifiedClaims(token)).toBeNull();
  });
});

describe('userFromClaims', () => {
  it('takes the e-mail and the names, trimmed', () => {
    expect(userFromClaims({ email: ' ewa@example.com ', given_name: 'Ewa', family_name: 'Nowak' })).toEqual({ email: 'ewa@example.com', firstName: 'Ewa', lastName: 'Nowak' });
  });

  it('is null without claims or with none of them', () => {
    expect(userFromClaims(unverifiedClaims('broken'))).toBeNull();
    expect(userFromClaims({ sub: '1', email: ' ' })).toBeNull();
  });
});

describe('assertNonce', () => {
  it('accepts the nonce of this attempt and refuses another', () => {
    expect(() => assertNonce(fakeIdToken({ nonce: 'n-1' }), 'n-1')).not.toThrow();
    expect(() => assertNonce(fakeIdToken({ nonce: 'n-0' }), 'n-1')).toThrow(/nonce mismatch/);
  });

  it('leaves a token without a readable nonce to the API, which verifies it', () => {
    expect(() => assertNonce(fakeIdToken({ sub: '1' }), 'n-1')).not.toThrow();
    expect(() => assertNonce('broken', 'n-1')).not.toThrow();
  });
});
