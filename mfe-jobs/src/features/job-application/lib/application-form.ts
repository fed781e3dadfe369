import { boolean, object, string, type InferType } from 'yup';
import type { ApiError } from '@salon/contracts/api';
import { APPLICATION_MESSAGE_MAX_LENGTH, type CvProblem } from '@salon/contracts/recruitment-api';
import { consent, cvFile, email, messageKey, requiredText, strongPhone } from '@salon/forms';

/*
 * The application's rules (spec part 2, section 5) and its way to the API: the values
 * as multipart/form-data, and the API's 400s back onto their fields.
 */

/** The longest first or last name the API takes. */
export const NAME_MAX_LENGTH = 60;

/** The form's values; the field names are the API's part names (APPLICATION_TEXT_FIELDS and `file`). */
export interface ApplicationValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  message: string;
  file: File | null;
  consentRecruitment: boolean;
  consentPrivacyPolicy: boolean;
  consentFutureRecruitment: boolean;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  message: '',
  file: null,
  consentRecruitment: false,
  consentPrivacyPolicy: false,
  consentFutureRecruitment: false,
};

/** Required names, a strong phone, an e-mail, an optional message of 2000 characters at most, the CV (a PDF of 2 MB at most) and the two required consents. */
export const applicationSchema = object({
  firstName: requiredText({ max: NAME_MAX_LENGTH }),
  lastName: requiredText({ max: NAME_MAX_LENGTH }),
  phoneNumber: strongPhone(),
  email: email(),
  message: string()
    .trim()
    .max(APPLICATION_MESSAGE_MAX_LENGTH, ({ max }: { max: number }) => messageKey('max', { length: max })),
  file: cvFile(),
  consentRecruitment: consent(),
  consentPrivacyPolicy: consent(),
  consentFutureRecruitment: boolean(),
});
export type ValidApplication = InferType<typeof applicationSchema>;

/**
 * The multipart body of POST /api/recruitment/send-application/{id}: the text fields
 * trimmed, the two required consents as "true", the optional one as "true" or "false",
 * and the CV as the `file` part with its own name.
 */
export function applicationFormData(values: ApplicationValues): FormData {
  const form = new FormData();
  form.append('firstName', values.firstName.trim());
  form.append('lastName', values.lastName.trim());
  form.append('phoneNumber', values.phoneNumber.trim());
  form.append('email', values.email.trim());
  form.append('message', values.message.trim());
  form.append('consentRecruitment', String(values.consentRecruitment));
  form.append('consentPrivacyPolicy', String(values.consentPrivacyPolicy));
  form.append('consentFutureRecruitment', String(values.consentFutureRecruitment));
  if (values.file) form.append('file', values.file, values.file.name);
  return form;
}

/** The fields of the form a 400 can name. */
const FIELDS = new Set<string>(Object.keys(EMPTY_APPLICATION));

/** What the API says about the CV (`reason` of `field: 'file'`), as the field's message. */
const CV_MESSAGES: Record<CvProblem, string> = {
  MISSING: messageKey('required'),
  NOT_PDF: 'jobs:application.errors.notPdf',
  TOO_LARGE: messageKey('fileSize'),
};

/** A 400's field as its message (a validation key or a jobs key, both read by `translateError`). */
const FIELD_MESSAGES: Record<string, string> = {
  firstName: 'jobs:application.errors.name',
  lastName: 'jobs:application.errors.name',
  phoneNumber: messageKey('phone'),
  email: messageKey('email'),
  message: messageKey('max', { length: APPLICATION_MESSAGE_MAX_LENGTH }),
  consentRecruitment: messageKey('required'),
  consentPrivacyPolicy: messageKey('required'),
  consentFutureRecruitment: 'jobs:application.errors.consent',
};

/** A 400 that names a field of the form, or the gateway's 413: `{ field: message }` to put on it; null for anything else. */
export function fieldErrorOf(error: ApiError): { field: keyof ApplicationValues; message: string } | null {
  // The gateway's 413 (field `body`): only the CV can make the form that large.
  if (error.status === 413) return { field: 'file', message: CV_MESSAGES.TOO_LARGE };
  if (error.status !== 400 || !error.field || !FIELDS.has(error.field)) return null;
  const field = error.field as keyof ApplicationValues;
  if (field === 'file') {
    const reason = typeof error.reason === 'string' && error.reason in CV_MESSAGES ? (error.reason as CvProblem) : 'NOT_PDF';
    return { field, message: CV_MESSAGES[reason] };
  }
  return { field, message: FIELD_MESSAGES[field] ?? messageKey('required') };
}

/** Which alert a failure that names no field gets. */
export type SendFailure = 'network' | 'rateLimited' | 'offerGone' | 'unexpected';

export function sendFailureOf(error: ApiError): SendFailure {
  if (error.status === 0) return 'network';
  if (error.status === 429 || error.code === 'RATE_LIMITED') return 'rateLimited';
  if (error.status === 404) return 'offerGone';
  return 'unexpected';
}
