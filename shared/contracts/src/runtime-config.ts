import { Type, type Static } from '@sinclair/typebox';

/**
 * /config.json: the runtime configuration every app reads at start (never cached), so
 * that ops can switch maintenance, flags or the test bar without a build.
 * Defaults follow spec part 2, section 9.
 */
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const RuntimeConfigSchema = Type.Object({
  brand: Type.String(),
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
  contact: Type.Object({ phone: Type.String(), emails: Type.Array(Type.String()) }),
  links: Type.Object({
    /** External shop; when null the header links to the shop remote at /sklep. */
    shop: Nullable(Type.String()),
    privacyPolicy: Type.String(),
    terms: Type.String(),
    social: Type.Object({
      facebook: Type.String(),
      instagram: Type.String(),
      youtube: Type.String(),
      pinterest: Type.String(),
      tiktok: Type.String(),
    }),
    appStore: Type.Object({ ios: Type.String(), android: Type.String() }),
  }),
  tracking: Type.Object({ enabled: Type.Boolean(), flushIntervalMs: Type.Integer({ minimum: 100 }) }),
});

export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  brand: 'Salon',
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
  contact: { phone: '+48 22 000 00 00', emails: ['kontakt@salon.example', 'rekrutacja@salon.example'] },
  links: {
    shop: null,
    privacyPolicy: '/o-nas#polityka-prywatnosci',
    terms: '/o-nas#regulamin',
    social: {
      facebook: 'https://www.facebook.com/',
      instagram: 'https://www.instagram.com/',
      youtube: 'https://www.youtube.com/',
      pinterest: 'https://www.pinterest.com/',
      tiktok: 'https://www.tiktok.com/',
    },
    appStore: { ios: 'https://apps.apple.com/', android: 'https://play.google.com/store' },
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
