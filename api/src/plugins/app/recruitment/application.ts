import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { type DateTime } from 'luxon';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  APPLICATION_TEXT_FIELDS,
  CV_MAX_BYTES,
  type ApplicationTextField,
  type CvProblem,
} from '@salon/contracts/recruitment-api';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { normalizeEmail } from '../../../lib/secrets.ts';

/*
 * An application as the form sends it (multipart/form-data): text fields and one file, the
 * CV. Read in full first, then checked field by field in the form's order, so the answer
 * is the API's usual one error naming its field, whatever part arrived first.
 */

/** The multipart limits of the route: one file of at most CV_MAX_BYTES + 1 (so "too large" is told from "exactly 2 MB"), a few small fields. */
export const APPLICATION_LIMITS = {
  files: 1,
  fileSize: CV_MAX_BYTES + 1,
  // Every text field once, a file, and a little room for what a form adds (a submit button's name).
  fields: APPLICATION_TEXT_FIELDS.length + 4,
  parts: APPLICATION_TEXT_FIELDS.length + 5,
  // The message may be APPLICATION_MESSAGE_MAX_LENGTH characters of up to 4 bytes each.
  fieldSize: APPLICATION_MESSAGE_MAX_LENGTH * 4,
  fieldNameSize: 64,
  headerPairs: 100,
} as const;

/** The first bytes of every PDF file (ISO 32000: the header `%PDF-1.x`). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF: its header, not the file's name or declared type. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && Buffer.from(bytes.buffer, bytes.byteOffset, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** Retention (privacy policy): until the recruitment ends, with claims time: 6 months; with consent to future recruitment 12 months from sending. */
export const RETENTION_MONTHS = { recruitment: 6, futureRecruitment: 12 } as const;

/** When an application sent at `sentAt` is deleted, CV included. */
export function purgeAfter(sentAt: DateTime, futureRecruitment: boolean): DateTime {
  return sentAt.plus({ months: futureRecruitment ? RETENTION_MONTHS.futureRecruitment : RETENTION_MONTHS.recruitment });
}

/** The form as it arrived: text fields (the first of each name) and the file, if any. */
export interface ApplicationForm {
  fields: Map<string, { value: string; truncated: boolean }>;
  file: { fileName: string; bytes: Buffer; tooLarge: boolean } | null;
}

/** The error codes of @fastify/multipart's limits, and the field each one is about. */
const LIMIT_FIELDS: Record<string, string> = {
  FST_FILES_LIMIT: 'file',
  FST_PARTS_LIMIT: 'body',
  FST_FIELDS_LIMIT: 'body',
};

/**
 * Reads every part of the request. Not multipart: 415 on Content-Type. A second file or too
 * many fields: 400 on file or body. A file over the limit is kept truncated and flagged,
 * so its refusal (TOO_LARGE) comes in the form's order like any other.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw new ApiFailure(415, 'INVALID_VALUE', 'Content-Type');
  const form: ApplicationForm = { fields: new Map(), file: null };
  try {
    for await (const part of request.parts({ limits: APPLICATION_LIMITS })) {
      await readPart(part, form);
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const field = LIMIT_FIELDS[(error as { code?: string }).code ?? ''];
    if (field) throw invalidValue(field);
    // Busboy's own failures (a body cut short, a missing boundary, a malformed part) and
    // multipart's 4xx errors are the client's; anything else is ours and stays a 500.
    const status = (error as { statusCode?: number }).statusCode;
    const clientFault = status !== undefined ? status < 500 : error instanceof Error && /unexpected end|boundary|malformed/i.test(error.message);
    if (!clientFault) throw error;
    throw invalidValue('body');
  }
  return form;
}

async function readPart(part: Multipart, form: ApplicationForm): Promise<void> {
  if (part.type === 'file') {
    // Only the CV is a file; anything else is drained and named.
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw invalidValue(part.fieldname);
    }
    const bytes = await part.toBuffer();
    form.file = { fileName: part.filename, bytes, tooLarge: part.file.truncated || bytes.length > CV_MAX_BYTES };
    return;
  }
  if (form.fields.has(part.fieldname)) return;
  form.fields.set(part.fieldname, { value: typeof part.value === 'string' ? part.value : String(part.value), truncated: part.valueTruncated });
}

/** An application that passed every check, as it is stored. */
export interface ValidApplication {
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
  email: string;
  message: string | null;
  consentFutureRecruitment: boolean;
  cv: { fileName: string; bytes: Buffer; size: number; sha256: string };
}

/** Letters (any alphabet), with single spaces, hyphens, apostrophes or dots between them: "Anna-Maria", "O'Connor", "St. John". */
const NAME = /^\p{L}\p{M}*(?:[ '’.-]?\p{L}\p{M}*)*\.?$/u;
const NAME_MAX_LENGTH = 60;
/** The form's strong phone (shared/forms rules): an optional plus, then 9 to 15 digits, spaces only between digits. */
const STRONG_PHONE = /^\+?\d(?: *\d){8,14}$/;
/** The e-mail format of the API's schemas (ajv-formats' "email"). */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const EMAIL_MAX_LENGTH = 254;

/**
 * Checks the form in its order (names, phone, e-mail, message, consents, file) and throws
 * 400 INVALID_VALUE on the first field that fails; the file's refusal carries its reason
 * (MISSING, NOT_PDF, TOO_LARGE). Unknown text fields are ignored, as JSON bodies' are.
 */
export function validateApplication(form: ApplicationForm): ValidApplication {
  const text = (field: ApplicationTextField): string | undefined => {
    const entry = form.fields.get(field);
    if (entry?.truncated) throw invalidValue(field);
    return entry?.value;
  };
  const name = (field: 'firstName' | 'lastName'): string => {
    const value = text(field)?.trim().normalize('NFC') ?? '';
    if (value.length < 1 || value.length > NAME_MAX_LENGTH || !NAME.test(value)) throw invalidValue(field);
    return value;
  };
  const firstName = name('firstName');
  const lastName = name('lastName');

  const phoneText = text('phoneNumber')?.trim() ?? '';
  const phone = STRONG_PHONE.test(phoneText) ? normalizePhone(phoneText) : null;
  if (!phone) throw invalidValue('phoneNumber');

  const emailText = text('email')?.trim() ?? '';
  if (emailText.length > EMAIL_MAX_LENGTH || !EMAIL.test(emailText)) throw invalidValue('email');

  const messageText = text('message')?.trim() ?? '';
  if ([...messageText].length > APPLICATION_MESSAGE_MAX_LENGTH) throw invalidValue('message');

  for (const consent of ['consentRecruitment', 'consentPrivacyPolicy'] as const) {
    if (text(consent) !== 'true') throw invalidValue(consent);
  }
  const future = text('consentFutureRecruitment');
  if (future !== undefined && future !== 'true' && future !== 'false') throw invalidValue('consentFutureRecruitment');

  const cvProblem = (reason: CvProblem) => invalidValue('file', { reason });
  if (!form.file || form.file.bytes.length === 0) throw cvProblem('MISSING');
  if (form.file.tooLarge) throw cvProblem('TOO_LARGE');
  if (!isPdf(form.file.bytes)) throw cvProblem('NOT_PDF');

  return {
    firstName,
    lastName,
    phone,
    email: normalizeEmail(emailText),
    message: messageText === '' ? null : messageText,
    consentFutureRecruitment: future === 'true',
    cv: {
      fileName: cvFileName(form.file.fileName),
      bytes: form.file.bytes,
      size: form.file.bytes.length,
      sha256: createHash('sha256').update(form.file.bytes).digest('hex'),
    },
  };
}

/** The name the file came with, as a plain name to show HR: no folders, no control characters, ".pdf" at the end. */
function cvFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 120);
  if (!base) return 'cv.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
