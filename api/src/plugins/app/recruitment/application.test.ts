import { DateTime } from 'luxon';
import { CV_MAX_BYTES } from '@salon/contracts/recruitment-api';
import { ApiFailure } from '../../../lib/errors.ts';
import { isPdf, purgeAfter, validateApplication, type ApplicationForm } from './application.ts';

/* The application's rules that need no HTTP: the PDF check, retention and the field checks. */

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');

test('a PDF is told by its first bytes, not by its name or type', () => {
  expect(isPdf(PDF)).toBe(true);
  expect(isPdf(Buffer.from('%PDF-'))).toBe(true);
  expect(isPdf(Buffer.from('%PDF'))).toBe(false);
  expect(isPdf(Buffer.from('MZ\x90\x00', 'latin1'))).toBe(false);
  expect(isPdf(Buffer.from(' %PDF-1.4'))).toBe(false);
  expect(isPdf(new Uint8Array(0))).toBe(false);
  // A view into a larger buffer is read from its own start.
  const shared = Buffer.concat([Buffer.from('xx'), PDF]);
  expect(isPdf(shared.subarray(2))).toBe(true);
});

test('retention: 6 months, or 12 with the consent to future recruitment', () => {
  const sent = DateTime.fromISO('2026-11-23T08:00:00', { zone: 'Europe/Warsaw' });
  expect(purgeAfter(sent, false).toISO()).toBe('2027-05-23T08:00:00.000+02:00');
  expect(purgeAfter(sent, true).toISO()).toBe('2027-11-23T08:00:00.000+01:00');
});

const form = (fields: Record<string, string>, file: ApplicationForm['file'] = { fileName: 'cv.pdf', bytes: PDF, tooLarge: false }): ApplicationForm => ({
  fields: new Map(Object.entries(fields).map(([name, value]) => [name, { value, truncated: false }])),
  file,
});
const VALID = {
  firstName: ' Anna-Maria ',
  lastName: "O'Connor",
  phoneNumber: '+48 600 700 800',
  email: ' Anna@Example.com ',
  consentRecruitment: 'true',
  consentPrivacyPolicy: 'true',
};
const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error.toJSON();
    throw error;
  }
  return null;
};

test('a valid form is trimmed and normalised as stored', () => {
  const application = validateApplication(form(VALID, { fileName: 'C:\\Users\\anna\\moje CV', bytes: PDF, tooLarge: false }));
  expect(application).toMatchObject({
    firstName: 'Anna-Maria',
    lastName: "O'Connor",
    phone: '+48600700800',
    email: 'anna@example.com',
    message: null,
    consentFutureRecruitment: false,
    cv: { fileName: 'moje CV.pdf', size: PDF.length },
  });
  expect(application.cv.sha256).toMatch(/^[0-9a-f]{64}$/);
});

test.each([
  [{ firstName: 'Łucja Żaneta' }, null],
  [{ firstName: 'Anna  Maria' }, 'firstName'],
  [{ firstName: '<b>Anna</b>' }, 'firstName'],
  [{ lastName: 'Ab'.repeat(30) }, null],
  [{ lastName: 'Ab'.repeat(30) + 'c' }, 'lastName'],
  [{ phoneNumber: '600700800' }, null],
  [{ phoneNumber: '+33 6 12 34 56 78' }, null],
  [{ phoneNumber: '600-700-800' }, 'phoneNumber'],
  [{ phoneNumber: '111 111 111' }, 'phoneNumber'],
  [{ email: 'anna@example' }, 'email'],
  [{ consentFutureRecruitment: 'yes' }, 'consentFutureRecruitment'],
  [{ consentRecruitment: 'on' }, 'consentRecruitment'],
] as const)('%o → %s', (change, field) => {
  const error = fieldOf(() => validateApplication(form({ ...VALID, ...change })));
  expect(error === null ? null : error.field).toBe(field);
});

test('a truncated field is refused on its name; the file problems carry their reason', () => {
  const truncated = form(VALID);
  truncated.fields.set('message', { value: 'x', truncated: true });
  expect(fieldOf(() => validateApplication(truncated))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'message' });
  expect(fieldOf(() => validateApplication(form(VALID, null)))).toMatchObject({ field: 'file', reason: 'MISSING' });
  expect(fieldOf(() => validateApplication(form(VALID, { fileName: 'cv.pdf', bytes: Buffer.alloc(0), tooLarge: false })))).toMatchObject({ reason: 'MISSING' });
  expect(fieldOf(() => validateApplication(form(VALID, { fileName: 'cv.pdf', bytes: Buffer.alloc(CV_MAX_BYTES + 1), tooLarge: true })))).toMatchObject({
    reason: 'TOO_LARGE',
  });
  expect(fieldOf(() => validateApplication(form(VALID, { fileName: 'cv.pdf', bytes: Buffer.from('GIF89a'), tooLarge: false })))).toMatchObject({
    reason: 'NOT_PDF',
  });
});
