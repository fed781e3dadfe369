import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SexSchema } from './catalog-api.ts';
import type { SessionUser } from './events.ts';

/*
 * Identity and the customer's account (spec part 1, sections 3, 5, 7 "Authentication",
 * "Google", "Apple" and 8; spec part 2, sections 3, 7 and 8 for the profile). Paths the
 * spec does not show are recorded in docs/decisions/0013-identity-api.md.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Verification codes: 4 digits (spec part 1, section 9). */
export const CODE_LENGTH = 4;
export const CodeSchema = Type.String({ pattern: '^\\d{4}$', description: 'the 4-digit code' });
/** Spec part 2 sends the phone-change code as an integer. */
export const IntegerCodeSchema = Type.Integer({ minimum: 0, maximum: 9999 });

/** Emails are trimmed and compared lower-case by the API; the format is checked here. */
export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** Any format; the API checks it is a real number (libphonenumber) and stores E.164. */
export const PhoneSchema = Type.String({ minLength: 3, maxLength: 32 });
/** The strength rule is checked by the API (PASSWORD_TOO_SIMPLE), not by the schema. */
export const PasswordSchema = Type.String({ minLength: 1, maxLength: 256 });
export const NameSchema = Type.String({ minLength: 1, maxLength: 100 });

/**
 * The password rule of spec part 1, section 5: at least 8 characters, lower and upper
 * case, a digit and a special character (non-word or underscore).
 */
export const PASSWORD_RULES = {
  minLength: (value: string) => value.length >= 8,
  lowerAndUpper: (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  digit: (value: string) => /\d/.test(value),
  special: (value: string) => /[\W_]/.test(value),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;
export function isStrongPassword(value: string): boolean {
  return Object.values(PASSWORD_RULES).every((rule) => rule(value));
}

export const MARKETING_CHANNELS = ['Email', 'Telemarketing'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
export const MarketingConsentSchema = Type.Object({
  channel: Type.Union(MARKETING_CHANNELS.map((c) => Type.Literal(c))),
  granted: Type.Boolean(),
});
export type MarketingConsent = Static<typeof MarketingConsentSchema>;
export const MarketingConsentsSchema = Type.Array(MarketingConsentSchema, { maxItems: 2 });

/** Day and month only; null unless both are chosen (ONE_OF_IS_NULL otherwise). */
export const BirthdaySchema = Type.Object({
  day: Nullable(Type.Integer({ minimum: 1, maximum: 31 })),
  month: Nullable(Type.Integer({ minimum: 1, maximum: 12 })),
});
export type Birthday = Static<typeof BirthdaySchema>;

export const ACCOUNT_TYPES = ['EMPLOYEE', 'VIP'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const LanguageSchema = Type.Union([Type.Literal('pl'), Type.Literal('en'), Type.Literal('fr')]);

// ---------------------------------------------------------------- tokens

export const TokensSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** The account's e-mail (spec: "answer accessToken, refreshToken (also email)"). */
  email: Type.Optional(Nullable(Type.String())),
});
export type Tokens = Static<typeof TokensSchema>;
export const RefreshSchema = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) });
/** Token lifetimes as implemented (README of api/). */
export const TOKEN_LIMITS = { accessTokenMinutes: 15, refreshTokenAbsoluteDays: 30 } as const;

/** Limits of verification codes, as implemented and documented in api/README.md. */
export const CODE_LIMITS = {
  validMinutes: 10,
  maxFailedAttempts: 5,
  /** A challenge (purpose + target) lives this long; its failure count is not reset by resends. */
  windowMinutes: 60,
  maxSendsPerWindow: 5,
  resendCooldownSeconds: 30,
  /** Spec part 2: e-mail and phone change flows of the profile. */
  profileResendCooldownSeconds: 60,
  /** A code checked right (check-token) may still be presented to finish the flow this long. */
  verifiedGraceMinutes: 30,
} as const;

/** Answer of a code request: when the next resend is allowed. */
export const CodeSentSchema = Type.Object({ resendAfterSeconds: Type.Integer() });
export type CodeSent = Static<typeof CodeSentSchema>;

// ---------------------------------------------------------------- /api/auth

export const IdentifyRequestSchema = Type.Object({ email: EmailSchema });
export const IdentifyResponseSchema = Type.Object({ isNewUser: Type.Boolean(), hasLoyaltyAccount: Type.Boolean() });
export type IdentifyResponse = Static<typeof IdentifyResponseSchema>;

/** Exactly one of email or phone. */
export const LoginRequestSchema = Type.Object({
  email: Type.Optional(EmailSchema),
  phone: Type.Optional(PhoneSchema),
  password: PasswordSchema,
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const EmailCodeRequestSchema = Type.Object({ email: EmailSchema });
export const EmailCodeCheckSchema = Type.Object({ email: EmailSchema, token: CodeSchema });
export const PhoneCodeRequestSchema = Type.Object({ phone: PhoneSchema, email: Type.Optional(EmailSchema) });
export const PhoneCodeCheckSchema = Type.Object({ phone: PhoneSchema, token: CodeSchema, email: Type.Optional(EmailSchema) });
export const PhoneCheckResponseSchema = Type.Object({
  isEmailFound: Type.Boolean(),
  hasPassword: Type.Boolean(),
  /** The e-mail of the phone's account, masked (a***@example.com). */
  email: Nullable(Type.String()),
});
export type PhoneCheckResponse = Static<typeof PhoneCheckResponseSchema>;

export const RegisterRequestSchema = Type.Object({
  credentials: Type.Object({ email: EmailSchema, password: PasswordSchema }),
  firstName: NameSchema,
  lastName: NameSchema,
  sex: SexSchema,
  birthday: Type.Optional(Nullable(BirthdaySchema)),
  marketingConsents: Type.Optional(MarketingConsentsSchema),
  phone: PhoneSchema,
  phoneToken: CodeSchema,
  emailToken: CodeSchema,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** OVERRIDE_EMAIL: the phone's account takes the e-mail just verified. */
export const OverrideEmailRequestSchema = Type.Object({
  email: EmailSchema,
  emailToken: CodeSchema,
  phone: PhoneSchema,
  phoneToken: CodeSchema,
});

export const ResetRequestSchema = Type.Object({ email: EmailSchema });
export const ResetCheckSchema = Type.Object({ email: EmailSchema, token: CodeSchema });
export const ResetSchema = Type.Object({ email: EmailSchema, token: CodeSchema, password: PasswordSchema });
export const PhoneResetRequestSchema = Type.Object({ phone: PhoneSchema });
export const PhoneResetCheckSchema = Type.Object({ phone: PhoneSchema, token: CodeSchema });
export const PhoneResetSchema = Type.Object({ phone: PhoneSchema, token: CodeSchema, password: PasswordSchema });

// ---------------------------------------------------------------- /api/login

export const SmsLoginRequestSchema = Type.Object({ phone: PhoneSchema });
export const SmsLoginVerifySchema = Type.Object({ phone: PhoneSchema, token: CodeSchema });
export const EmailLoginRequestSchema = Type.Object({ email: EmailSchema, phoneNumber: Type.Optional(PhoneSchema) });
export const EmailLoginVerifySchema = Type.Object({ email: EmailSchema, token: CodeSchema });
export const ValidateResponseSchema = Type.Object({ valid: Type.Boolean(), userId: Type.String(), expiresAt: Type.String() });

// ---------------------------------------------------------------- Google

export const GoogleAuthSchema = Type.Object({ googleToken: Type.String({ minLength: 1, maxLength: 8192 }) });
export const GoogleSmsSendSchema = Type.Object({ phone: PhoneSchema, googleToken: Type.String({ minLength: 1, maxLength: 8192 }) });
export const GoogleSmsVerifySchema = Type.Object({
  phone: PhoneSchema,
  phoneToken: CodeSchema,
  googleToken: Type.String({ minLength: 1, maxLength: 8192 }),
});
export const SocialUserSchema = Type.Object({
  email: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
});
export type SocialUser = Static<typeof SocialUserSchema>;
/** Either tokens (an account was found and linked) or the Google user for GOOGLE_REGISTER. */
export const GoogleSmsVerifyResponseSchema = Type.Union([TokensSchema, Type.Object({ googleUser: SocialUserSchema })]);
export const GoogleChangeEmailSchema = Type.Object({
  phone: PhoneSchema,
  phoneToken: CodeSchema,
  googleToken: Type.String({ minLength: 1, maxLength: 8192 }),
  shouldChangeEmail: Type.Boolean(),
});
export const GoogleCreateAccountSchema = Type.Object({
  sex: SexSchema,
  lastName: NameSchema,
  phone: PhoneSchema,
  phoneToken: CodeSchema,
  googleToken: Type.String({ minLength: 1, maxLength: 8192 }),
  marketingConsents: Type.Optional(MarketingConsentsSchema),
  birthday: Type.Optional(Nullable(BirthdaySchema)),
});

// ---------------------------------------------------------------- Apple

const AppleAuthorization = {
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  id_token: Type.String({ minLength: 1, maxLength: 8192 }),
  state: Type.Optional(Type.String({ maxLength: 512 })),
};
export const AppleIdentifySchema = Type.Object({ ...AppleAuthorization, email: Type.Optional(Nullable(EmailSchema)) });
export const AppleIdentifyResponseSchema = Type.Object({ isNewUser: Type.Boolean() });
export const AppleLoginSchema = Type.Object({ ...AppleAuthorization, shouldValidateEmailForOverride: Type.Boolean() });
/** Tokens, plus Apple's e-mail when it differs from the account's (APPLE_EMAIL_CHANGE). */
export const AppleLoginResponseSchema = Type.Composite([
  TokensSchema,
  Type.Object({ appleEmail: Type.Optional(Nullable(Type.String())), emailDiffers: Type.Boolean() }),
]);
/**
 * The HMAC-signed wrapper of the Apple phone calls: `body` is the JSON text of the inner
 * payload, `hmacToken` its HMAC-SHA-256 (hex) keyed with the configured secret.
 */
export const SignedWrapperSchema = Type.Object({
  body: Type.String({ minLength: 2, maxLength: 16384 }),
  hmacToken: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export const ApplePhoneSendBodySchema = Type.Object({ phone: PhoneSchema, ...AppleAuthorization });
export const ApplePhoneVerifyBodySchema = Type.Object({ phone: PhoneSchema, token: CodeSchema, ...AppleAuthorization });
export const AppleRegisterSchema = Type.Object({
  ...AppleAuthorization,
  sex: SexSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  phone: PhoneSchema,
  phoneToken: CodeSchema,
  email: Type.Optional(Nullable(EmailSchema)),
  marketingConsents: Type.Optional(MarketingConsentsSchema),
  birthday: Type.Optional(Nullable(BirthdaySchema)),
});
export const AppleEmailChangeSchema = Type.Object({ email: EmailSchema });

// ---------------------------------------------------------------- profile

export const UserProfileSchema = Type.Object({
  id: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  /** A phone change waiting for its SMS code. */
  unconfirmedPhone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  emailConfirmed: Type.Boolean(),
  /** A pending e-mail change, or the current e-mail while it is unconfirmed. */
  unconfirmedEmail: Nullable(Type.String()),
  sex: Nullable(SexSchema),
  birthday: Nullable(BirthdaySchema),
  language: LanguageSchema,
  marketingConsents: MarketingConsentsSchema,
  preferredSalon: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  points: Type.Integer(),
  accountTypes: Type.Array(Type.Union(ACCOUNT_TYPES.map((t) => Type.Literal(t)))),
  hasPassword: Type.Boolean(),
  hasLoyaltyAccount: Type.Boolean(),
  socialLogins: Type.Array(Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE')])),
  identifiers: Type.Object({ marketingAutomation: Type.String() }),
});
export type UserProfile = Static<typeof UserProfileSchema>;

/** PUT /api/users/me (v3): the full profile merged with the changes. */
export const UpdateProfileSchema = Type.Object({
  firstName: NameSchema,
  lastName: NameSchema,
  phone: Nullable(PhoneSchema),
  email: Nullable(EmailSchema),
  sex: Nullable(SexSchema),
  marketingConsents: MarketingConsentsSchema,
  preferredSalon: Nullable(Type.Object({ id: Type.String({ minLength: 1, maxLength: 32 }) })),
  language: Type.Optional(LanguageSchema),
});
export type UpdateProfile = Static<typeof UpdateProfileSchema>;

export const EmailChangeSchema = Type.Object({ email: EmailSchema });
export const EmailOverrideSchema = Type.Object({ email: EmailSchema, token: CodeSchema });
export const TokenOnlySchema = Type.Object({ token: CodeSchema });
export const PhoneChangeSchema = Type.Object({ phone: PhoneSchema });
export const PhoneChangeConfirmSchema = Type.Object({ phone: PhoneSchema, token: IntegerCodeSchema });
export const PublicUserSchema = Type.Object({ id: Type.String(), firstName: Nullable(Type.String()), initials: Type.String() });
/** Public account info by phone: enough for the booking's account suggestion. */
export const PhoneAccountInfoSchema = Type.Object({ registered: Type.Boolean(), hasPassword: Type.Boolean() });
export type PhoneAccountInfo = Static<typeof PhoneAccountInfoSchema>;
export const EmailConfirmationResultSchema = Type.Object({ confirmed: Type.Boolean(), email: Type.String() });

/** Answer of a check that passed (check-token, register/validate). */
export const VerifiedSchema = Type.Object({ verified: Type.Literal(true) });
/** Answer of POST /api/auth/email/override. */
export const EmailOverriddenSchema = Type.Object({ email: Type.String() });

// ---- profile (added)

/**
 * PUT /api/users/me/profile/birthday: day and month, both or neither. A missing one counts
 * as null, so "one without the other" is ONE_OF_IS_NULL however the client leaves it out.
 */
export const BirthdayUpdateSchema = Type.Object({
  day: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 31 }))),
  month: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 12 }))),
});
export type BirthdayUpdate = Static<typeof BirthdayUpdateSchema>;

// ---- social (added)

/**
 * The development identity provider (API in development only: /api/dev/idp), which
 * stands in for Google and Apple so their flows run offline. Its page posts
 * DevIdentityProviderMessage to the opener (window.postMessage, to the page's
 * redirect_origin); the front-end passes `idToken` on as Google's token or Apple's id_token.
 */
export const DEV_IDP_MESSAGE_TYPE = 'salon-dev-idp';
export const DevIdentityProviderSchema = Type.Union([Type.Literal('google'), Type.Literal('apple')]);
/** POST /api/dev/idp/{provider}/token: the test identity to sign an ID token for. */
export const DevIdentityTokenRequestSchema = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  /** Echoed as the token's nonce claim (OpenID Connect); base64url, hex or UUID characters. */
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9._~+/=-]+$' })),
});
export const DevIdentityTokenSchema = Type.Object({ idToken: Type.String() });
export const DevIdentityProviderMessageSchema = Type.Object({
  type: Type.Literal(DEV_IDP_MESSAGE_TYPE),
  provider: DevIdentityProviderSchema,
  idToken: Type.String(),
  user: Type.Object({
    subject: Type.String(),
    email: Type.String(),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
  }),
});
export type DevIdentityProviderMessage = Static<typeof DevIdentityProviderMessageSchema>;

// ---- session (added)

/**
 * What the session announces about a signed-in customer (`session:changed`), taken from
 * the profile. One mapping for the shell's start-up, the sign-in dialog and every remote
 * that saves the profile.
 */
export function sessionUserOf(profile: Pick<UserProfile, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'sex' | 'preferredSalon'>): SessionUser {
  return {
    id: profile.id,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email,
    phone: profile.phone,
    sex: profile.sex,
    preferredSalonId: profile.preferredSalon?.id ?? null,
  };
}

/**
 * The PUT /api/users/me (v3) body: the whole profile as it is, with `changes` applied
 * (the API replaces every field, spec: "the client sends the full profile merged with the
 * changed fields"). The e-mail and the phone go back as the confirmed ones, so a pending
 * change is neither repeated nor cancelled.
 */
export function mergedProfile(profile: UserProfile, changes: Partial<UpdateProfile> = {}): UpdateProfile {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone,
    email: profile.email,
    sex: profile.sex,
    marketingConsents: profile.marketingConsents,
    preferredSalon: profile.preferredSalon ? { id: profile.preferredSalon.id } : null,
    language: profile.language,
    ...changes,
  };
}
