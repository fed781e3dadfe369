import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * /config.json: the runtime configuration every app reads at start (never cached), so
 * that ops can switch maintenance, flags or the test bar without a build.
 * Defaults follow spec part 2, section 9.
 */
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * An outside address the site links to, or null where the chain has none. Only an
 * absolute http(s) URL passes: "", "#" or a relative path would be a dead link, and the
 * UI hides an entry that is null instead.
 */
const ExternalUrl = Nullable(Type.String({ pattern: '^https?://[^\\s/]+\\S*$' }));
/** A phone number as customers should read it ("+48 22 290 40 40"); digits, spaces, +, -, (). */
const PhoneNumber = Nullable(Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,24}$' }));
const EmailAddress = Nullable(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }));

/** The social networks the footer links to, in the footer's order (spec part 2, "App shell"). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'pinterest', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The company operating the site: the data controller the privacy policy names and the
 * party of the terms of service. All of it or nothing: a half-configured controller
 * would make the legal pages name a company without its address or tax number.
 */
export const OperatingCompanySchema = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    /** Street and number: "ul. Prosta 20". */
    street: Type.String({ minLength: 1 }),
    postcode: Type.String({ pattern: '^\\d{2}-\\d{3}$' }),
    city: Type.String({ minLength: 1 }),
    /** Polish tax id, 10 digits. */
    nip: Type.String({ pattern: '^\\d{10}$' }),
    /** National Court Register (KRS) number, 10 digits. */
    krs: Type.String({ pattern: '^\\d{10}$' }),
  },
  // A misspelt key ("nipp") must fail loudly, not leave the tax number out of the legal pages.
  { additionalProperties: false },
);
export type OperatingCompany = Static<typeof OperatingCompanySchema>;

export const RuntimeConfigSchema = Type.Object({
  /** The chain's name: header, footer, page titles, the legal pages. */
  brand: Type.String({ minLength: 1 }),
  /** Who operates the site (the legal pages' data controller); null hides what depends on it. */
  company: Nullable(OperatingCompanySchema),
  defaultLanguage: Type.Union([Type.Literal('pl'), Type.Literal('en'), Type.Literal('fr')]),
  apiBaseUrl: Type.String({ description: 'Prefix of every API call, "" for same origin.' }),
  features: Type.Object({
    areaSelection: Type.Boolean(),
    encourageForOtherSalons: Type.Boolean(),
    serviceFilter: Type.Boolean(),
    shopLink: Type.Boolean(),
    debug: Type.Boolean(),
  }),
  booking: Type.Object({
    maxReservationBoundaryInDays: Type.Integer({ minimum: 1 }),
    /** The areas endpoint: GET /api/{areasEndpoint}. */
    areasEndpoint: Type.Union([Type.Literal('departments'), Type.Literal('cities')]),
  }),
  maintenance: Type.Object({
    enabled: Type.Boolean(),
    startDate: Nullable(Type.String()),
    endDate: Nullable(Type.String()),
  }),
  testEnvironmentBar: Type.Object({ enabled: Type.Boolean(), label: Nullable(Type.String()) }),
  socialLogin: Type.Object({
    google: Type.Boolean(),
    apple: Type.Boolean(),
    facebook: Type.Boolean(),
    /** Google's OAuth client id; null uses the API's local development identity provider. */
    googleClientId: Nullable(Type.String({ minLength: 1 })),
    /** Sign in with Apple's Services ID; null uses the API's local development identity provider. */
    appleClientId: Nullable(Type.String({ minLength: 1 })),
    /** The return URL registered for that Services ID (Apple requires one even with a popup). */
    appleRedirectUri: Nullable(Type.String({ minLength: 1 })),
    /**
     * Key of the HMAC wrapper of the Apple phone calls (the API's APPLE_HMAC_SECRET). It
     * ships to every browser, so it is public by nature (docs/decisions/0013).
     */
    appleHmacSecret: Type.String({ minLength: 1 }),
  }),
  captcha: Type.Object({ enabled: Type.Boolean(), siteKey: Nullable(Type.String()) }),
  maps: Type.Object({ enabled: Type.Boolean(), accessToken: Nullable(Type.String()), style: Nullable(Type.String()) }),
  /** The chain's contacts; each one that is null is left out wherever it would show. */
  contact: Type.Object({
    /** The call centre. */
    phone: PhoneNumber,
    /** Customer service: questions, complaints, requests about personal data. */
    customerServiceEmail: EmailAddress,
    /** Applications and questions about working in the salons. */
    recruitmentEmail: EmailAddress,
  }),
  /**
   * Outside addresses; each null one is hidden. The privacy policy and the terms are the
   * shell's own pages (LEGAL_PAGE_PATHS), not configuration.
   */
  links: Type.Object({
    /** External shop; when null the header links to the shop remote at /sklep. */
    shop: ExternalUrl,
    social: Type.Object({
      facebook: ExternalUrl,
      instagram: ExternalUrl,
      youtube: ExternalUrl,
      pinterest: ExternalUrl,
      tiktok: ExternalUrl,
    }),
    /** The mobile app in Apple's App Store and in Google Play. */
    appStore: Type.Object({ ios: ExternalUrl, android: ExternalUrl }),
  }),
  tracking: Type.Object({ enabled: Type.Boolean(), flushIntervalMs: Type.Integer({ minimum: 100 }) }),
});

export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  brand: 'Salon',
  company: null,
  defaultLanguage: 'pl',
  apiBaseUrl: '',
  features: { areaSelection: true, encourageForOtherSalons: true, serviceFilter: true, shopLink: true, debug: false },
  booking: { maxReservationBoundaryInDays: 180, areasEndpoint: 'cities' },
  maintenance: { enabled: false, startDate: null, endDate: null },
  testEnvironmentBar: { enabled: false, label: null },
  socialLogin: {
    google: true,
    apple: true,
    facebook: false,
    googleClientId: null,
    appleClientId: null,
    appleRedirectUri: null,
    // The API's DEVELOPMENT_APPLE_HMAC_SECRET (api/src/config.ts), so development runs offline.
    appleHmacSecret: 'development-apple-hmac-secret',
  },
  captcha: { enabled: false, siteKey: null },
  maps: { enabled: true, accessToken: null, style: null },
  // No company, contact or link of anyone's by default: a site without its own
  // configuration shows none rather than a placeholder (deploy/config/config.json has the chain's).
  contact: { phone: null, customerServiceEmail: null, recruitmentEmail: null },
  links: {
    shop: null,
    social: { facebook: null, instagram: null, youtube: null, pinterest: null, tiktok: null },
    appStore: { ios: null, android: null },
  },
  tracking: { enabled: true, flushIntervalMs: 1000 },
};

/**
 * Maintenance shows when enabled and now is within [startDate, endDate]; a missing
 * date leaves that side open (spec part 2, section 4 "Maintenance mode").
 */
export function isMaintenanceActive(m: RuntimeConfig['maintenance'], now: Date = new Date()): boolean {
  if (!m.enabled) return false;
  if (!m.startDate || !m.endDate) return true;
  const t = now.getTime();
  return t >= new Date(m.startDate).getTime() && t <= new Date(m.endDate).getTime();
}

/**
 * The shell's legal pages. Fixed routes, not configuration: the texts are the site's own
 * (shell/src/pages/legal), and the registration dialog links to them as well.
 */
export const LEGAL_PAGE_PATHS = { privacyPolicy: '/polityka-prywatnosci', terms: '/regulamin' } as const;

/** The `tel:` address of a configured number: "+48 22 290 40 40" → "tel:+48222904040". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The company's address on one line: "ul. Prosta 20, 00-850 Warszawa". */
export function companyAddress(company: OperatingCompany): string {
  return `${company.street}, ${company.postcode} ${company.city}`;
}
