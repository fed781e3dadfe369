import { Type, type Static } from '@sinclair/typebox';
import { SalonImageSchema } from './catalog-api.ts';

/*
 * Recruitment, "Pracuj z nami" (spec part 2, sections 2, 3, 5, 7 and 9): the job offers
 * of the chain's salons and an application with a CV. GET /api/recruitment lists the
 * open offers; POST /api/recruitment/send-application/{id} takes an application as
 * multipart/form-data.
 */

/** An offer's id: 24 hexadecimal characters (it tells an offer from a city slug in the URL). */
export const RECRUITMENT_ID_PATTERN = '^[0-9a-f]{24}$';
const RECRUITMENT_ID = new RegExp(RECRUITMENT_ID_PATTERN);
export const isRecruitmentId = (value: string): boolean => RECRUITMENT_ID.test(value);

/** The CV: a PDF (checked by its bytes) of at most 2 MB. */
export const CV_MAX_BYTES = 2 * 1024 * 1024;
/** The application's message: optional, at most this long. */
export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const RecruitmentSalonSchema = Type.Object({
  id: Type.String({ description: 'salon code, e.g. M101' }),
  name: Type.String(),
  images: Type.Array(SalonImageSchema),
  location: Type.Object({
    department: Nullable(Type.String()),
    city: Type.String(),
    /** The city's slug (`krakow`): /pracuj-z-nami/{city}. */
    citySlug: Type.String(),
    cityGroup: Nullable(Type.String()),
    postcode: Type.String(),
    /** Street lines; the first is the one shown. */
    address: Type.Array(Type.String()),
    coordinates: Type.Union([Type.Object({ latitude: Type.Number(), longitude: Type.Number() }), Type.Null()]),
  }),
});
export type RecruitmentSalon = Static<typeof RecruitmentSalonSchema>;

export const RecruitmentOfferSchema = Type.Object({
  id: Type.String({ pattern: RECRUITMENT_ID_PATTERN }),
  /** The position: "Fryzjer / Fryzjerka", in Polish (offers are written in Polish). */
  name: Type.String(),
  /** Sanitised HTML (allow-list on the way in; the browser sanitises again). */
  description: Type.String(),
  /** An external application page, when the chain recruits through one; null: the form on this site. */
  recruitmentLink: Nullable(Type.String()),
  enabled: Type.Boolean(),
  /** When the offer was put up (ISO 8601, UTC): a job posting's `datePosted`. */
  publishedAt: Type.String({ format: 'date-time' }),
  salon: RecruitmentSalonSchema,
});
export type RecruitmentOffer = Static<typeof RecruitmentOfferSchema>;

/**
 * The text fields of POST /api/recruitment/send-application/{id} (multipart/form-data,
 * plus the `file` part: the CV). Both consents are required and sent as "true";
 * `consentFutureRecruitment` is optional (keeps the application 12 months for later
 * offers, privacy policy).
 */
export const APPLICATION_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'message',
  'consentRecruitment',
  'consentPrivacyPolicy',
  'consentFutureRecruitment',
] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/** 201: the application is stored and HR is told. */
export const ApplicationReceiptSchema = Type.Object({ applicationId: Type.String({ format: 'uuid' }) });
export type ApplicationReceipt = Static<typeof ApplicationReceiptSchema>;

/**
 * Why the CV was refused (the 400's `reason`, with `field: 'file'`): missing, not a PDF by
 * its bytes, or over CV_MAX_BYTES.
 */
export const CV_PROBLEMS = ['MISSING', 'NOT_PDF', 'TOO_LARGE'] as const;
export type CvProblem = (typeof CV_PROBLEMS)[number];
