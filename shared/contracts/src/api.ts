import { Type, type Static } from '@sinclair/typebox';

/**
 * Headers every call carries (spec part 1 and 2, section 7): language, brand and
 * client name always; a bearer token when signed in; an API version on some calls;
 * captcha token and action on code requests.
 */
export const API_HEADERS = {
  language: 'Accept-Language',
  brand: 'X-Brand',
  clientName: 'X-Client-Name',
  apiVersion: 'X-Api-Version',
  authorization: 'Authorization',
  captchaToken: 'X-Captcha-Token',
  captchaAction: 'X-Captcha-Action',
} as const;

export const CLIENT_NAME = 'web';
export type ApiVersion = 2 | 3 | 4;

/** Every error code either spec names. */
export const ERROR_CODES = [
  // generic
  'UNKNOWN_ERROR',
  'UNEXPECTED_ERROR',
  'INVALID_VALUE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'DATA_INTEGRITY_ERROR',
  // the gateway refuses a request body over its limit (deploy/src/api-proxy.ts)
  'PAYLOAD_TOO_LARGE',
  // an instance not ready (shutting down, its database or Redis unreachable): try again
  'SERVICE_UNAVAILABLE',
  // authentication
  'UNAUTHORIZED',
  'BAD_CREDENTIALS',
  'UNKNOWN_USER',
  'PASSWORD_CHANGE_REQUIRED',
  'USER_INACTIVE',
  'EMAIL_ALREADY_ASSIGNED',
  'PASSWORD_TOO_SIMPLE',
  'DUPLICATE_VALUE',
  'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN',
  'GOOGLE_FETCH_USER_ERROR',
  'GOOGLE_USER_ALREADY_EXIST',
  'GOOGLE_EMAIL_IS_NOT_THE_SAME',
  'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE',
  'GOOGLE_RECAPTCHA_ERROR',
  // profile
  'INVALID_TOKEN',
  'INVALID_TOKEN_TOO_MANY_TIMES',
  'CHANGE_EMAIL_INVALID_REQUEST',
  'EMAIL_IS_SAME_AS_CURRENT',
  'ONE_OF_IS_NULL',
  // reservations
  'DIFFERENT_PHONE_NUMBER',
  'MINIMUM_DISTANCE_NOT_MET',
  'OTHER_RESERVATION_IN_PROGRESS',
  'RESERVATION_LIMIT_EXCEEDED',
  'SLOT_NOT_AVAILABLE',
  'RESERVATION_CANCELLED',
  'RESERVATION_EXPIRED',
  // loyalty and the till's intake
  'FORBIDDEN',
  'DOCUMENT_NUMBER_CONFLICT',
  'PAYMENT_TOTAL_MISMATCH',
  'RETURN_QUANTITY_EXCEEDED',
  'VOUCHER_NOT_USABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error shape of every failed API call: `{ status, code, field?, ...extra }`. */
export const ApiErrorSchema = Type.Object(
  {
    status: Type.Integer(),
    code: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type ApiError = Static<typeof ApiErrorSchema> & { code: ErrorCode | string; [extra: string]: unknown };

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).code === 'string'
  );
}

/**
 * The token pair lives in its own module: the platform checks it in every app, and a
 * schema used there would pull TypeBox's builder into every page that imports this one
 * (decision 0033).
 */
export { TokenPairSchema, type TokenPair } from './token-pair.ts';

/** The refresh call the session makes (spec part 1, section 7: POST /api/login/refresh). */
export const REFRESH_PATH = '/api/login/refresh';

/**
 * POST /api/events: the internal tracker's events, delivered in batches by the
 * platform's tracking queue once a second.
 */
export const TrackingEventSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 64 }),
  /** ISO time the event happened in the browser. */
  at: Type.String({ format: 'date-time' }),
  app: Type.String({ minLength: 1, maxLength: 32 }),
  path: Type.Optional(Type.String({ maxLength: 2048 })),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export const TrackingBatchSchema = Type.Object({
  events: Type.Array(TrackingEventSchema, { minItems: 1, maxItems: 100 }),
});
export type TrackingEvent = Static<typeof TrackingEventSchema>;
export type TrackingBatch = Static<typeof TrackingBatchSchema>;
export const TRACKING_PATH = '/api/events';

/** The API's error shape from a rejected RTK Query `unwrap()` (or anything else thrown): UNKNOWN_ERROR when it is not one. */
export function apiErrorOf(error: unknown): ApiError {
  return isApiError(error) ? error : { status: 0, code: 'UNKNOWN_ERROR' };
}
