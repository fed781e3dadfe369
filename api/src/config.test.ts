import path from 'node:path';
import {
  DEVELOPMENT_CORS_ORIGINS,
  DEVELOPMENT_RECRUITMENT_EMAIL,
  DEVELOPMENT_UNSUBSCRIBE_SECRET,
  DEVELOPMENT_VISIT_LINK_SECRET,
  findRepoRoot,
  localPaymentsConfig,
  parseCorsOrigins,
  readApiConfig,
} from './config.ts';

/** The secrets production requires, so a test can vary one setting of a production run. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  UNSUBSCRIBE_SECRET: 'u'.repeat(32),
  VISIT_LINK_SECRET: 'v'.repeat(32),
  RECRUITMENT_EMAIL: 'rekrutacja@kosmyk.pl',
  STRIPE_SECRET_KEY: 'sk_live_51Example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

describe('readApiConfig', () => {
  it('defaults to PGlite in .data/api-db of the repository, port 8090, no trusted proxy', () => {
    const config = readApiConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(findRepoRoot(), '.data', 'api-db') });
    expect(config.port).toBe(8090);
    expect(config.trustProxy).toBe(false);
    expect(config.jwtSecret).toHaveLength(64);
  });

  it('uses the PostgreSQL server of DATABASE_URL', () => {
    expect(readApiConfig({ DATABASE_URL: 'postgres://db/salon' }).database).toEqual({ kind: 'postgres', url: 'postgres://db/salon' });
  });

  it('reads TRUST_PROXY as true or the proxies addresses', () => {
    expect(readApiConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readApiConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(readApiConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses to start in production without a long JWT_SECRET, and a bad PORT', () => {
    expect(() => readApiConfig({ ...PRODUCTION, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
    expect(() => readApiConfig({ ...PRODUCTION, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(readApiConfig(PRODUCTION).jwtSecret).toBe('x'.repeat(32));
    expect(() => readApiConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('readApiConfig: CORS_ORIGINS', () => {
  it('allows the demo partner page outside production and nobody in production by default', () => {
    expect(readApiConfig({}).corsOrigins).toEqual([...DEVELOPMENT_CORS_ORIGINS]);
    expect(readApiConfig(PRODUCTION).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list of origins; empty means none', () => {
    expect(readApiConfig({ CORS_ORIGINS: ' https://partner.example , http://localhost:8182/,https://partner.example' }).corsOrigins).toEqual([
      'https://partner.example',
      'http://localhost:8182',
    ]);
    expect(readApiConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('refuses anything that is not exactly an origin, naming it', () => {
    expect(() => parseCorsOrigins('*', false)).toThrow(/"\*"/);
    expect(() => parseCorsOrigins('https://partner.example/booking', false)).toThrow(/partner.example\/booking/);
    expect(() => parseCorsOrigins('partner.example', false)).toThrow(/CORS_ORIGINS/);
    expect(() => parseCorsOrigins('ftp://partner.example', false)).toThrow(/CORS_ORIGINS/);
  });
});

describe('readApiConfig: identity', () => {
  it('has development tools and nothing external by default', () => {
    const { identity } = readApiConfig({});
    expect(identity).toMatchObject({ developmentTools: true, captchaSecret: null, smtp: null, sms: null, publicUrl: 'http://localhost:8080' });
    expect(identity.google).toMatchObject({ clientId: null, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
  });

  it('never has development tools in production, and refuses DEV_TOOLS=true there', () => {
    expect(readApiConfig(PRODUCTION).identity.developmentTools).toBe(false);
    expect(() => readApiConfig({ ...PRODUCTION, DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS/);
    expect(readApiConfig({ DEV_TOOLS: 'false' }).identity.developmentTools).toBe(false);
  });

  it('reads the transports, providers and captcha', () => {
    const { identity } = readApiConfig({
      PUBLIC_URL: 'https://salon.example/',
      SMTP_URL: 'smtps://u:p@mail.example',
      MAIL_FROM: 'Salon <hello@salon.example>',
      SMS_API_URL: 'https://sms.example/send',
      SMS_API_TOKEN: 't',
      RECAPTCHA_SECRET: 'r',
      RECAPTCHA_MIN_SCORE: '0.7',
      GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'com.salon.web',
      APPLE_HMAC_SECRET: 'h'.repeat(32),
    });
    expect(identity).toMatchObject({
      publicUrl: 'https://salon.example',
      smtp: { url: 'smtps://u:p@mail.example', from: 'Salon <hello@salon.example>' },
      sms: { url: 'https://sms.example/send', token: 't', sender: 'Salon' },
      captchaSecret: 'r',
      captchaMinScore: 0.7,
      google: { clientId: 'g.apps.googleusercontent.com' },
      apple: { clientId: 'com.salon.web', hmacSecret: 'h'.repeat(32) },
    });
    expect(() => readApiConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => readApiConfig({ ...PRODUCTION, APPLE_CLIENT_ID: 'a' })).toThrow(/APPLE_HMAC_SECRET/);
  });

  it('signs unsubscribe links with a development key, and requires a long one of its own in production', () => {
    expect(readApiConfig({}).identity.unsubscribeSecret).toBe(DEVELOPMENT_UNSUBSCRIBE_SECRET);
    expect(readApiConfig({ UNSUBSCRIBE_SECRET: ' s3cret ' }).identity.unsubscribeSecret).toBe('s3cret');
    expect(() => readApiConfig({ ...PRODUCTION, UNSUBSCRIBE_SECRET: undefined })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => readApiConfig({ ...PRODUCTION, UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(readApiConfig(PRODUCTION).identity.unsubscribeSecret).toBe('u'.repeat(32));
  });

  it('signs manage-visit links with a development key, and requires a long one of its own in production', () => {
    expect(readApiConfig({}).identity.visitLinkSecret).toBe(DEVELOPMENT_VISIT_LINK_SECRET);
    expect(() => readApiConfig({ ...PRODUCTION, VISIT_LINK_SECRET: undefined })).toThrow(/VISIT_LINK_SECRET/);
    expect(() => readApiConfig({ ...PRODUCTION, VISIT_LINK_SECRET: 'short' })).toThrow(/VISIT_LINK_SECRET/);
    expect(readApiConfig(PRODUCTION).identity.visitLinkSecret).toBe('v'.repeat(32));
  });

  it('reminds 24 hours before a visit unless told otherwise, within 1 to 168 hours', () => {
    expect(readApiConfig({}).identity.visitReminderHours).toBe(24);
    expect(readApiConfig({ VISIT_REMINDER_HOURS: '48' }).identity.visitReminderHours).toBe(48);
    for (const bad of ['0', '169', '2.5', 'jutro']) {
      expect(() => readApiConfig({ VISIT_REMINDER_HOURS: bad })).toThrow(/VISIT_REMINDER_HOURS/);
    }
  });

  it('sends applications to a development address, and requires the HR address in production', () => {
    expect(readApiConfig({}).identity.recruitmentEmail).toBe(DEVELOPMENT_RECRUITMENT_EMAIL);
    expect(readApiConfig({ RECRUITMENT_EMAIL: ' HR@Kosmyk.pl ' }).identity.recruitmentEmail).toBe('hr@kosmyk.pl');
    expect(() => readApiConfig({ ...PRODUCTION, RECRUITMENT_EMAIL: undefined })).toThrow(/RECRUITMENT_EMAIL/);
    expect(readApiConfig(PRODUCTION).identity.recruitmentEmail).toBe('rekrutacja@kosmyk.pl');
  });
});

describe('readApiConfig: payments', () => {
  it('pays through Stripe with both keys, and requires them in production', () => {
    expect(readApiConfig(PRODUCTION).payments).toEqual({ provider: 'stripe', secretKey: 'sk_live_51Example', webhookSecret: 'whsec_example' });
    expect(() => readApiConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: undefined })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production/);
    expect(() => readApiConfig({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(/required in production/);
    expect(readApiConfig({ STRIPE_SECRET_KEY: ' rk_test_1 ', STRIPE_WEBHOOK_SECRET: 'whsec_2' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'rk_test_1',
      webhookSecret: 'whsec_2',
    });
  });

  it('uses the local payment page outside production without keys, its secret derived from JWT_SECRET', () => {
    const config = readApiConfig({ JWT_SECRET: 'j'.repeat(40) });
    expect(config.payments).toEqual(localPaymentsConfig('j'.repeat(40)));
    expect(config.payments.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{64}$/);
    expect(readApiConfig({ JWT_SECRET: 'k'.repeat(40) }).payments.webhookSecret).not.toBe(config.payments.webhookSecret);
    // A random JWT secret per process gives a local secret per process too.
    expect(readApiConfig({}).payments.provider).toBe('local');
  });

  it('refuses one Stripe key without the other, and values that are not Stripe keys', () => {
    expect(() => readApiConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/go together/);
    expect(() => readApiConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/go together/);
    expect(() => readApiConfig({ STRIPE_SECRET_KEY: 'whsec_1', STRIPE_WEBHOOK_SECRET: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY must be/);
    expect(() => readApiConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'pk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET must be/);
  });
});
