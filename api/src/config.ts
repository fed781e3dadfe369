import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseOptions } from './db/connect.ts';
import { hmacSha256 } from './lib/secrets.ts';

/** Everything the API reads from its environment. */
export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseOptions;
  /** Secret of the HS256 access tokens. */
  jwtSecret: string;
  logLevel: string;
  /** Shared store of rate limits across instances; in-process when absent. */
  redisUrl?: string;
  production: boolean;
  /** Proxies whose X-Forwarded-For gives the client IP; false: none. */
  trustProxy: boolean | string;
  /** Origins of partner pages allowed to call the API from the browser (the booking embed). */
  corsOrigins: string[];
  identity: IdentityConfig;
  /** Where rendered salon pictures are kept (IMAGE_CACHE_DIR, default `.data/image-cache`). */
  imageCacheDir: string;
  /** How voucher orders are paid: Stripe Checkout, or the local stand-in outside production. */
  payments: PaymentsConfig;
}

/**
 * The payment provider of voucher orders (README "Shop: voucher orders and payment").
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, required in
 * production; otherwise the local stand-in, whose page pays or refuses and signs its
 * webhook like Stripe with `webhookSecret`, derived from JWT_SECRET (it never leaves
 * the process).
 */
export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string }
  | { provider: 'local'; webhookSecret: string };

/** The local stand-in's webhook secret: an HMAC of the access tokens' secret, in Stripe's `whsec_` form. */
export function localPaymentsConfig(jwtSecret: string): PaymentsConfig {
  return { provider: 'local', webhookSecret: `whsec_local_${hmacSha256(jwtSecret, 'local-payment-webhooks')}` };
}

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both or neither (one alone is a
 * half-done set-up, refused); required in production, where the local page that pays
 * without money must never be reachable.
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean, jwtSecret: string): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (secretKey && webhookSecret) {
    // Swapped or pasted-wrong values fail here, not at the first customer's payment.
    if (!/^(sk|rk)_/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)');
    if (!webhookSecret.startsWith('whsec_')) throw new Error("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)");
    return { provider: 'stripe', secretKey, webhookSecret };
  }
  if (production) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (voucher orders are paid through Stripe Checkout)');
  }
  if (secretKey || webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for Stripe, or neither for the local payment page');
  }
  return localPaymentsConfig(jwtSecret);
}

/**
 * The demo partner page's origin (`npm run partner -w deploy`, next to the site on
 * 8080): allowed by default outside production so the embed works in a local run.
 */
export const DEVELOPMENT_CORS_ORIGINS: readonly string[] = ['http://localhost:8081', 'http://127.0.0.1:8081'];

/**
 * CORS_ORIGINS: comma-separated origins (`https://partner.example`), each exactly an
 * origin (scheme, host, optional port; no path, no wildcard). Unset: none in
 * production, DEVELOPMENT_CORS_ORIGINS elsewhere; empty: none. Throws naming the
 * offending item, so a typo does not silently lock a partner out.
 */
export function parseCorsOrigins(value: string | undefined, production: boolean): string[] {
  if (value === undefined) return production ? [] : [...DEVELOPMENT_CORS_ORIGINS];
  const origins: string[] = [];
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS: "${item}" is not an origin such as https://partner.example`);
    }
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

/** Sign-in, codes, messages, social providers and captcha (README "Identity"). */
export interface IdentityConfig {
  /** The site's origin, for links in messages (e-mail confirmation). */
  publicUrl: string;
  /**
   * Development tools: GET /api/dev/outbox and the local Google/Apple identity provider.
   * Never in production (readApiConfig refuses).
   */
  developmentTools: boolean;
  /** reCAPTCHA v3 secret; captcha checks are off without it. */
  captchaSecret: string | null;
  captchaMinScore: number;
  google: { clientId: string | null; issuers: string[]; jwksUrl: string };
  apple: { clientId: string | null; issuer: string; jwksUrl: string; hmacSecret: string };
  /** SMTP transport (nodemailer URL) and sender; the log transport without it. */
  smtp: { url: string; from: string } | null;
  /** HTTP SMS gateway: POST JSON { to, from, text } with a bearer token; the log transport without it. */
  sms: { url: string; token: string | null; sender: string } | null;
  /**
   * Key of the unsubscribe links' signatures (UNSUBSCRIBE_SECRET). A secret of its own,
   * not JWT_SECRET: a link waits in a mailbox for months and must outlive a rotation of
   * the tokens' key; changing this one invalidates every link already sent.
   */
  unsubscribeSecret: string;
  /**
   * The chain's HR address (RECRUITMENT_EMAIL): every job application is announced there
   * through the outbox. A development address when unset.
   */
  recruitmentEmail: string;
  /**
   * Key of the manage-visit links' tokens (VISIT_LINK_SECRET): /wizyty/{id}?t={token},
   * the token an HMAC of the visit's id. Its own secret for the reason of
   * unsubscribeSecret; changing it invalidates every link already sent.
   */
  visitLinkSecret: string;
  /** Hours before a visit its reminder goes out (VISIT_REMINDER_HOURS, 1–168, default 24). */
  visitReminderHours: number;
}

/** Where applications are announced when RECRUITMENT_EMAIL is not set (a local run, a test). */
export const DEVELOPMENT_RECRUITMENT_EMAIL = 'rekrutacja@kosmyk.example';

/** A development Apple wrapper secret; production must configure its own (APPLE_HMAC_SECRET). */
export const DEVELOPMENT_APPLE_HMAC_SECRET = 'development-apple-hmac-secret';

/** The development key of the unsubscribe links; production must configure its own (UNSUBSCRIBE_SECRET). */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'development-unsubscribe-link-secret';

/** The development key of the manage-visit links; production must configure its own (VISIT_LINK_SECRET). */
export const DEVELOPMENT_VISIT_LINK_SECRET = 'development-visit-link-secret';

/** The identity settings of a local run or a test: development tools on, nothing external. */
export function developmentIdentityConfig(overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return {
    publicUrl: 'http://localhost:8080',
    developmentTools: true,
    captchaSecret: null,
    captchaMinScore: 0.5,
    google: { clientId: null, issuers: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
    apple: { clientId: null, issuer: 'https://appleid.apple.com', jwksUrl: 'https://appleid.apple.com/auth/keys', hmacSecret: DEVELOPMENT_APPLE_HMAC_SECRET },
    smtp: null,
    sms: null,
    unsubscribeSecret: DEVELOPMENT_UNSUBSCRIBE_SECRET,
    recruitmentEmail: DEVELOPMENT_RECRUITMENT_EMAIL,
    visitLinkSecret: DEVELOPMENT_VISIT_LINK_SECRET,
    visitReminderHours: 24,
    ...overrides,
  };
}

/**
 * The repository root, found from the working directory (api/ under `npm start -w api`,
 * the root under `npm start`), so `.data/` is the same folder either way.
 */
export function findRepoRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'api')) && existsSync(path.join(dir, 'shared', 'contracts'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}

/**
 * PORT (8090), HOST, DATABASE_URL (PostgreSQL; PGlite in DATA_DIR, default
 * `.data/api-db`, otherwise), JWT_SECRET (required in production; a random one per
 * process in development, so tokens do not survive a restart there), LOG_LEVEL,
 * REDIS_URL, NODE_ENV, TRUST_PROXY ('true', or the proxies' addresses/CIDRs such
 * as '127.0.0.1'; unset: X-Forwarded-For is ignored), CORS_ORIGINS (parseCorsOrigins),
 * IMAGE_CACHE_DIR (rendered salon pictures; default `.data/image-cache`),
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (readPaymentsConfig; required in production).
 */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const jwtSecret = env.JWT_SECRET?.trim();
  if (production && (!jwtSecret || jwtSecret.length < 32)) {
    throw new Error('JWT_SECRET of at least 32 characters is required in production');
  }
  const secret = jwtSecret || randomBytes(32).toString('hex');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(findRepoRoot(), env.DATA_DIR?.trim() || '.data/api-db') },
    jwtSecret: secret,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    ...(env.REDIS_URL?.trim() ? { redisUrl: env.REDIS_URL.trim() } : {}),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS, production),
    identity: readIdentityConfig(env, production),
    imageCacheDir: path.resolve(findRepoRoot(), env.IMAGE_CACHE_DIR?.trim() || '.data/image-cache'),
    payments: readPaymentsConfig(env, production, secret),
  };
}

/**
 * PUBLIC_URL, DEV_TOOLS ('false' turns the development tools off outside production;
 * 'true' in production is refused), RECAPTCHA_SECRET, RECAPTCHA_MIN_SCORE,
 * GOOGLE_CLIENT_ID, GOOGLE_ISSUERS, GOOGLE_JWKS_URL, APPLE_CLIENT_ID, APPLE_ISSUER,
 * APPLE_JWKS_URL, APPLE_HMAC_SECRET (required in production with Apple), SMTP_URL, MAIL_FROM,
 * SMS_API_URL, SMS_API_TOKEN, SMS_SENDER, UNSUBSCRIBE_SECRET (required in production),
 * RECRUITMENT_EMAIL (the HR address job applications are sent to), VISIT_LINK_SECRET
 * (required in production), VISIT_REMINDER_HOURS.
 */
function readIdentityConfig(env: NodeJS.ProcessEnv, production: boolean): IdentityConfig {
  const text = (name: string) => env[name]?.trim() || null;
  if (production && text('DEV_TOOLS') === 'true') {
    throw new Error('DEV_TOOLS cannot be switched on in production (development outbox and identity provider)');
  }
  const hmacSecret = text('APPLE_HMAC_SECRET');
  if (production && text('APPLE_CLIENT_ID') && (!hmacSecret || hmacSecret.length < 32)) {
    throw new Error('APPLE_HMAC_SECRET of at least 32 characters is required in production with Apple sign-in');
  }
  const unsubscribeSecret = text('UNSUBSCRIBE_SECRET');
  if (production && (!unsubscribeSecret || unsubscribeSecret.length < 32)) {
    throw new Error('UNSUBSCRIBE_SECRET of at least 32 characters is required in production (it signs the unsubscribe links in e-mails)');
  }
  // The development address is no one's inbox: production must say where applications go.
  if (production && !text('RECRUITMENT_EMAIL')) {
    throw new Error('RECRUITMENT_EMAIL is required in production (the HR address job applications are sent to)');
  }
  const visitLinkSecret = text('VISIT_LINK_SECRET');
  if (production && (!visitLinkSecret || visitLinkSecret.length < 32)) {
    throw new Error('VISIT_LINK_SECRET of at least 32 characters is required in production (it signs the manage-visit links in messages)');
  }
  const reminderHours = Number(text('VISIT_REMINDER_HOURS') ?? 24);
  if (!(Number.isInteger(reminderHours) && reminderHours >= 1 && reminderHours <= 168)) {
    throw new Error('VISIT_REMINDER_HOURS must be a whole number of hours from 1 to 168');
  }
  const minScore = Number(text('RECAPTCHA_MIN_SCORE') ?? 0.5);
  if (!(minScore >= 0 && minScore <= 1)) throw new Error('RECAPTCHA_MIN_SCORE must be between 0 and 1');
  const defaults = developmentIdentityConfig();
  const smtpUrl = text('SMTP_URL');
  const smsUrl = text('SMS_API_URL');
  return {
    publicUrl: (text('PUBLIC_URL') ?? defaults.publicUrl).replace(/\/+$/, ''),
    developmentTools: !production && text('DEV_TOOLS') !== 'false',
    captchaSecret: text('RECAPTCHA_SECRET'),
    captchaMinScore: minScore,
    google: {
      clientId: text('GOOGLE_CLIENT_ID'),
      issuers: text('GOOGLE_ISSUERS')?.split(',').map((issuer) => issuer.trim()) ?? defaults.google.issuers,
      jwksUrl: text('GOOGLE_JWKS_URL') ?? defaults.google.jwksUrl,
    },
    apple: {
      clientId: text('APPLE_CLIENT_ID'),
      issuer: text('APPLE_ISSUER') ?? defaults.apple.issuer,
      jwksUrl: text('APPLE_JWKS_URL') ?? defaults.apple.jwksUrl,
      hmacSecret: hmacSecret ?? DEVELOPMENT_APPLE_HMAC_SECRET,
    },
    smtp: smtpUrl ? { url: smtpUrl, from: text('MAIL_FROM') ?? 'Salon <no-reply@localhost>' } : null,
    sms: smsUrl ? { url: smsUrl, token: text('SMS_API_TOKEN'), sender: text('SMS_SENDER') ?? 'Salon' } : null,
    unsubscribeSecret: unsubscribeSecret ?? DEVELOPMENT_UNSUBSCRIBE_SECRET,
    recruitmentEmail: text('RECRUITMENT_EMAIL')?.toLowerCase() ?? DEVELOPMENT_RECRUITMENT_EMAIL,
    visitLinkSecret: visitLinkSecret ?? DEVELOPMENT_VISIT_LINK_SECRET,
    visitReminderHours: reminderHours,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  return text === 'true' ? true : text;
}
