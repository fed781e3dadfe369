import fp from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { SocialProvider } from '../../../db/schema.ts';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { normalizeEmail } from '../../../lib/secrets.ts';

/*
 * Google and Apple ID tokens, verified with jose: RS256 or ES256 only (never none or an
 * HMAC algorithm), the configured issuer(s), the configured client id as audience, expiry
 * checked against the app's clock, keys from the provider's JWKS (fetched and cached by
 * createRemoteJWKSet).
 * A provider without a client id is verified, in development only, against the local
 * development identity provider (routes/api/dev/idp.ts): an RS256 key pair made once per
 * process, issuer {publicUrl}/api/dev/idp/{google|apple}, audience 'salon-web-dev'. In
 * production such a provider accepts no token at all.
 */

export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  /** Lower-case; null when the token carries none. */
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface SocialTokens {
  /**
   * The identity in a valid ID token. Throws the provider's refusal (socialTokenRefusal)
   * when the token does not verify or the provider is not configured.
   */
  verify(provider: SocialProvider, idToken: string): Promise<SocialIdentity>;
  /** The local provider's signing; null unless the development tools are on. */
  development: DevelopmentProvider | null;
}

/** A test identity the development provider signs a token for. */
export interface DevelopmentIdentity {
  subject: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** Echoed as the token's nonce claim (OpenID Connect), when the page was asked for one. */
  nonce?: string;
}

export interface DevelopmentProvider {
  jwks: JSONWebKeySet;
  issuerOf(provider: SocialProvider): string;
  audience: string;
  /** Signs an ID token for a test identity, valid 1 hour from the app's now. */
  sign(provider: SocialProvider, identity: DevelopmentIdentity): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    socialTokens: SocialTokens;
  }
}

export const DEVELOPMENT_AUDIENCE = 'salon-web-dev';
export const DEVELOPMENT_KEY_ID = 'salon-dev-1';
/** Google and Apple sign with RS256; ES256 is allowed for providers that rotate to it. */
const ALGORITHMS = ['RS256', 'ES256'];

/**
 * The answer to an ID token that does not verify (spec part 1, section 8): Google's
 * "sign-in failed" code on googleToken; for Apple, INVALID_VALUE on id_token (the
 * dialog opens its ERROR stage).
 */
export function socialTokenRefusal(provider: SocialProvider): ApiFailure {
  return provider === 'GOOGLE' ? new ApiFailure(400, 'GOOGLE_FETCH_USER_ERROR', 'googleToken') : invalidValue('id_token');
}

let processKeys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;
/**
 * The development key pair, made once per process (every app of a test run, and a
 * restarted app in the same process, accept the same tokens). The private key is not
 * extractable.
 */
function developmentKeys() {
  processKeys ??= generateKeyPair('RS256').then(async ({ publicKey, privateKey }) => ({
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid: DEVELOPMENT_KEY_ID, alg: 'RS256', use: 'sig' },
  }));
  return processKeys;
}

/**
 * The development provider's private key, for tests that mint tokens with other claims or
 * headers than the provider signs (development only; the key never leaves the process).
 */
export async function developmentSigningKey(): Promise<CryptoKey> {
  return (await developmentKeys()).privateKey;
}

async function developmentProvider(publicUrl: string, now: () => Date): Promise<DevelopmentProvider> {
  const { privateKey, jwk } = await developmentKeys();
  const issuerOf = (provider: SocialProvider) => `${publicUrl}/api/dev/idp/${provider.toLowerCase()}`;
  return {
    jwks: { keys: [jwk] },
    issuerOf,
    audience: DEVELOPMENT_AUDIENCE,
    async sign(provider, identity) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      // Google puts the names in its ID token; Apple never does (its client gets them once, beside the token).
      const names =
        provider === 'GOOGLE'
          ? {
              ...(identity.firstName ? { given_name: identity.firstName } : {}),
              ...(identity.lastName ? { family_name: identity.lastName } : {}),
              name: [identity.firstName, identity.lastName].filter(Boolean).join(' ') || undefined,
            }
          : {};
      return new SignJWT({ email: normalizeEmail(identity.email), email_verified: true, ...names, ...(identity.nonce ? { nonce: identity.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: DEVELOPMENT_KEY_ID, typ: 'JWT' })
        .setIssuer(issuerOf(provider))
        .setAudience(DEVELOPMENT_AUDIENCE)
        .setSubject(identity.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(privateKey);
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/** "Ewa Maria Zielińska" → "Ewa": Google sends only `name` for some accounts. */
const firstWordOf = (value: unknown) => text(value)?.split(/\s+/)[0] ?? null;

export default fp(
  async (app) => {
    const config = app.identityConfig;
    if (config.developmentTools && process.env.NODE_ENV === 'production') {
      throw new Error('the development identity provider cannot run in production');
    }
    const now = () => app.clock.now().toJSDate();
    const development = config.developmentTools ? await developmentProvider(config.publicUrl, now) : null;
    const developmentKeySet = development ? createLocalJWKSet(development.jwks) : null;

    interface Verifier {
      keys: JWTVerifyGetKey;
      issuer: string | string[];
      audience: string;
    }
    const verifierOf = (provider: SocialProvider): Verifier | null => {
      const settings = provider === 'GOOGLE' ? config.google : config.apple;
      if (settings.clientId) {
        return {
          keys: createRemoteJWKSet(new URL(settings.jwksUrl)),
          issuer: provider === 'GOOGLE' ? config.google.issuers : config.apple.issuer,
          audience: settings.clientId,
        };
      }
      if (development && developmentKeySet) return { keys: developmentKeySet, issuer: development.issuerOf(provider), audience: DEVELOPMENT_AUDIENCE };
      return null;
    };
    const verifiers = { GOOGLE: verifierOf('GOOGLE'), APPLE: verifierOf('APPLE') };

    app.decorate('socialTokens', {
      development,
      async verify(provider, idToken) {
        const verifier = verifiers[provider];
        if (!verifier) {
          app.log.info({ provider }, 'ID token refused: the provider is not configured');
          throw socialTokenRefusal(provider);
        }
        let payload;
        try {
          ({ payload } = await jwtVerify(idToken, verifier.keys, {
            algorithms: ALGORITHMS,
            issuer: verifier.issuer,
            audience: verifier.audience,
            requiredClaims: ['sub', 'exp', 'iat'],
            currentDate: now(),
          }));
        } catch (error) {
          // Malformed, forged, expired, other issuer or audience (jose's errors), or the
          // provider's keys could not be fetched (the token cannot be trusted either way).
          if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
            app.log.info({ provider, reason: error.message }, 'ID token refused');
          } else {
            app.log.warn({ provider, err: error }, 'ID token refused: the keys could not be read');
          }
          throw socialTokenRefusal(provider);
        }
        const subject = text(payload.sub);
        if (!subject || subject.length > 255) throw socialTokenRefusal(provider);
        const email = text(payload.email);
        return {
          provider,
          subject,
          // Only something shaped like an address is kept (it may become the account's e-mail).
          email: email && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? normalizeEmail(email) : null,
          // Apple sends "true" as a string.
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          firstName: text(payload.given_name) ?? firstWordOf(payload.name),
          lastName: text(payload.family_name),
        };
      },
    } satisfies SocialTokens);
  },
  { name: 'social-tokens', dependencies: ['clock'] },
);
