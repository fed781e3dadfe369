import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { CV_MAX_BYTES, type RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { SEED_OFFERS, seedOfferId, seedRecruitmentIfMissing } from '../../../db/seed/recruitment.ts';
import { DEVELOPMENT_RECRUITMENT_EMAIL } from '../../../config.ts';
import type { OutgoingMessage } from '../../../plugins/app/outbox/outbox.ts';
import { cvAttachment } from '../../../plugins/app/recruitment/cv-attachment.ts';

/*
 * GET /api/recruitment and POST /api/recruitment/send-application/{id}: the open offers,
 * and an application as multipart/form-data with a PDF CV checked by its bytes.
 */

/** What the outbox delivered, as the SMTP transport would be handed it. */
const sent: OutgoingMessage[] = [];
const t = testAppForFile({
  transport: {
    name: 'capture',
    redacts: () => false,
    send: async (message) => {
      sent.push(message);
    },
  },
});
beforeAll(async () => {
  expect(await seedRecruitmentIfMissing(t.database.db)).toBe(true);
});

const OPEN_OFFER = seedOfferId('warszawa-pulawska-fryzjer');
const CLOSED_OFFER = seedOfferId('katowice-mariacka-recepcja');

/** A PDF of exactly `size` bytes: a real header and body, padded inside a comment. */
function pdf(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

/** A Windows program: MZ header. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]);
/** A PNG picture: its signature. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1024, 1)]);

type Fields = Record<string, string | undefined>;
const FIELDS: Fields = {
  firstName: 'Zofia',
  lastName: 'Wiśniewska-Nowak',
  phoneNumber: '600 700 800',
  email: 'Zofia.Wisniewska@example.com',
  message: 'Pracuję od 4 lat w salonie na Mokotowie, chętnie dołączę do zespołu.',
  consentRecruitment: 'true',
  consentPrivacyPolicy: 'true',
};

/**
 * The multipart body a browser's FormData makes (Node's Response encodes it), for
 * app.inject: the bytes and the Content-Type with its boundary.
 */
async function multipart(fields: Fields, file?: { bytes: Buffer; name?: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name ?? 'cv.pdf');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Each test applies from an address of its own: the limit is 5 an hour per address. */
let addresses = 0;
const nextAddress = () => `10.17.0.${++addresses}`;

async function apply(
  options: { id?: string; fields?: Fields; file?: { bytes: Buffer; name?: string; type?: string } | null; address?: string; language?: string } = {},
) {
  const body = await multipart(options.fields ?? FIELDS, options.file === null ? undefined : (options.file ?? { bytes: pdf() }));
  return t.app.inject({
    method: 'POST',
    url: `/api/recruitment/send-application/${options.id ?? OPEN_OFFER}`,
    remoteAddress: options.address ?? nextAddress(),
    headers: { ...body.headers, ...(options.language ? { 'accept-language': options.language } : {}) },
    payload: body.payload,
  });
}

const applications = () => t.database.db.selectFrom('recruitment_applications').selectAll().execute();
beforeEach(async () => {
  await t.database.db.deleteFrom('outbox_messages').execute();
  await t.database.db.deleteFrom('recruitment_applications').execute();
  sent.length = 0;
});

describe('GET /api/recruitment', () => {
  test('lists the enabled offers by city then name, each with its salon as the salon lists show it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recruitment' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const offers = response.json<RecruitmentOffer[]>();
    const enabled = SEED_OFFERS.filter((spec) => spec.enabled !== false);
    expect(offers).toHaveLength(enabled.length);
    expect(offers.map((offer) => offer.id)).not.toContain(CLOSED_OFFER);
    expect(offers.every((offer) => offer.enabled && offer.recruitmentLink === null && /^[0-9a-f]{24}$/.test(offer.id))).toBe(true);

    const keys = offers.map((offer) => [offer.salon.location.city, offer.name] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0], 'pl') || a[1].localeCompare(b[1], 'pl'));
    expect(keys).toEqual(sorted);
    expect(offers[0]!.salon.location.city).toBe('Gdańsk');
    expect(offers.at(-1)!.salon.location.city).toBe('Wrocław');

    const pulawska = offers.find((offer) => offer.id === OPEN_OFFER)!;
    const salons = (await t.app.inject({ method: 'GET', url: '/api/salons' })).json<{ id: string; images: unknown[]; coordinates: unknown; location: { postcode: string; address: string[] } }[]>();
    const salon = salons.find((candidate) => candidate.id === 'M101')!;
    expect(pulawska.salon).toEqual({
      id: 'M101',
      name: 'Warszawa Puławska',
      images: salon.images,
      location: {
        department: expect.any(String),
        city: 'Warszawa',
        citySlug: 'warszawa',
        cityGroup: null,
        postcode: salon.location.postcode,
        address: salon.location.address,
        coordinates: salon.coordinates,
      },
    });
    expect(pulawska.salon.images.length).toBeGreaterThan(0);
    // When it was put up, from the database: a job posting's datePosted.
    const { created_at } = await t.database.db.selectFrom('recruitment_offers').select('created_at').where('id', '=', OPEN_OFFER).executeTakeFirstOrThrow();
    expect(pulawska.publishedAt).toBe(created_at.toISOString());
    expect(pulawska.description).toContain('<h3>Twoje zadania</h3><ul><li>');
    expect(offers.find((offer) => offer.salon.location.citySlug === 'gdansk')!.salon.location.cityGroup).toBe('Trójmiasto');
  });

  test('a closed offer, or one of a disabled salon, is neither listed nor open to applications', async () => {
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/recruitment' })).json<RecruitmentOffer[]>().map((offer) => offer.id);
    await t.database.db.updateTable('recruitment_offers').set({ enabled: false }).where('id', '=', OPEN_OFFER).execute();
    try {
      expect(await listed()).not.toContain(OPEN_OFFER);
    } finally {
      await t.database.db.updateTable('recruitment_offers').set({ enabled: true }).where('id', '=', OPEN_OFFER).execute();
    }
    await t.database.db.updateTable('salons').set({ enabled: false }).where('id', '=', 'M101').execute();
    try {
      expect(await listed()).not.toContain(OPEN_OFFER);
      expect((await apply()).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    } finally {
      await t.database.db.updateTable('salons').set({ enabled: true }).where('id', '=', 'M101').execute();
    }
    expect(await listed()).toContain(OPEN_OFFER);
  });
});

describe('POST /api/recruitment/send-application/{id}', () => {
  test('stores the application with its CV and queues the e-mails to HR and to the applicant', async () => {
    const cv = pdf(50_000);
    const response = await apply({ file: { bytes: cv, name: 'Zofia Wiśniewska CV.pdf' } });
    expect(response.statusCode).toBe(201);
    const { applicationId } = response.json<{ applicationId: string }>();
    expect(applicationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const [row] = await applications();
    expect(row).toMatchObject({
      id: applicationId,
      offer_id: OPEN_OFFER,
      first_name: 'Zofia',
      last_name: 'Wiśniewska-Nowak',
      phone: '+48600700800',
      email: 'zofia.wisniewska@example.com',
      message: FIELDS.message,
      consent_future_recruitment_at: null,
      cv_file_name: 'Zofia Wiśniewska CV.pdf',
      cv_size: cv.length,
      cv_sha256: createHash('sha256').update(cv).digest('hex'),
    });
    expect(Buffer.from(row!.cv_data).equals(cv)).toBe(true);
    expect(row!.consent_recruitment_at.toISOString()).toBe(TEST_NOW.toJSDate().toISOString());
    expect(row!.consent_privacy_policy_at.toISOString()).toBe(TEST_NOW.toJSDate().toISOString());
    // Without the consent to future recruitment: 6 months.
    expect(row!.purge_after.toISOString()).toBe(TEST_NOW.plus({ months: 6 }).toJSDate().toISOString());

    const [hr] = await t.messages(DEVELOPMENT_RECRUITMENT_EMAIL);
    expect(hr).toMatchObject({ channel: 'EMAIL', template: 'recruitment.application' });
    expect(hr!.subject).toBe('Aplikacja: Fryzjer / Fryzjerka — Warszawa Puławska (Zofia Wiśniewska-Nowak)');
    expect(hr!.body).toContain('Telefon: +48600700800');
    expect(hr!.body).toContain(applicationId);
    expect(hr!.body).toContain(createHash('sha256').update(cv).digest('hex'));
    expect(hr!.body).toContain('Zgoda na udział w przyszłych rekrutacjach — nieudzielona.');

    const [confirmation] = await t.messages('zofia.wisniewska@example.com');
    expect(confirmation).toMatchObject({ channel: 'EMAIL', template: 'recruitment.confirmation' });
    expect(confirmation!.subject).toBe('Otrzymaliśmy Twoją aplikację: Fryzjer / Fryzjerka');
    expect(confirmation!.body).toContain('Dzień dobry Zofia,');
    expect(confirmation!.body).toContain(`do ${TEST_NOW.plus({ months: 6 }).toFormat('dd.MM.yyyy')}`);

    // Sent: HR's e-mail carries the CV as the applicant named it, byte for byte; the
    // applicant's confirmation carries nothing.
    await t.app.outbox.deliverDue();
    const hrSent = sent.find((message) => message.recipient === DEVELOPMENT_RECRUITMENT_EMAIL)!;
    expect(hrSent.body).toContain('CV w załączniku');
    expect(hrSent.attachments).toHaveLength(1);
    expect(hrSent.attachments![0]).toMatchObject({ fileName: 'Zofia Wiśniewska CV.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(hrSent.attachments![0]!.content).equals(cv)).toBe(true);
    expect(sent.find((message) => message.recipient === 'zofia.wisniewska@example.com')!.attachments).toEqual([]);
  });

  test('an e-mail whose CV was purged before it went out is sent without it', async () => {
    await t.app.outbox.enqueue(t.database.db, {
      channel: 'EMAIL',
      recipient: DEVELOPMENT_RECRUITMENT_EMAIL,
      template: 'recruitment.application',
      language: 'pl',
      subject: 'Aplikacja',
      body: 'CV w załączniku',
      attachment: cvAttachment('00000000-0000-4000-8000-00000000a001'),
    });
    await t.app.outbox.deliverDue();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([]);
  });

  test('with the consent to future recruitment the application is kept 12 months; the confirmation speaks the request’s language', async () => {
    const response = await apply({ fields: { ...FIELDS, consentFutureRecruitment: 'true' }, language: 'en-GB' });
    expect(response.statusCode).toBe(201);
    const [row] = await applications();
    expect(row!.consent_future_recruitment_at).not.toBeNull();
    expect(row!.purge_after.toISOString()).toBe(TEST_NOW.plus({ months: 12 }).toJSDate().toISOString());
    const [confirmation] = await t.messages('zofia.wisniewska@example.com');
    expect(confirmation!.subject).toBe('We have received your application: Fryzjer / Fryzjerka');
    // HR reads Polish whatever the applicant's language.
    const [hr] = await t.messages(DEVELOPMENT_RECRUITMENT_EMAIL);
    expect(hr!.body).toContain('Zgoda na udział w przyszłych rekrutacjach — udzielona.');
  });

  test('a CV of exactly 2 MB is accepted; the message is optional', async () => {
    const response = await apply({ fields: { ...FIELDS, message: undefined }, file: { bytes: pdf(CV_MAX_BYTES) } });
    expect(response.statusCode).toBe(201);
    const [row] = await applications();
    expect(row).toMatchObject({ cv_size: CV_MAX_BYTES, message: null });
  });

  test.each([
    ['an id that is not 24 hex characters', { id: 'krakow' }, 400, { field: 'id' }],
    ['an unknown offer', { id: 'ffffffffffffffffffffffff' }, 404, { code: 'NOT_FOUND', field: 'id' }],
    ['a closed offer', { id: CLOSED_OFFER }, 404, { code: 'NOT_FOUND', field: 'id' }],
    ['a first name with digits', { fields: { ...FIELDS, firstName: 'Zofia2' } }, 400, { field: 'firstName' }],
    ['an empty last name', { fields: { ...FIELDS, lastName: '  ' } }, 400, { field: 'lastName' }],
    ['a last name over 60 characters', { fields: { ...FIELDS, lastName: 'A'.repeat(61) } }, 400, { field: 'lastName' }],
    ['a phone that is not a number', { fields: { ...FIELDS, phoneNumber: '12345' } }, 400, { field: 'phoneNumber' }],
    ['a phone with letters', { fields: { ...FIELDS, phoneNumber: '600 700 80a' } }, 400, { field: 'phoneNumber' }],
    ['a bad e-mail', { fields: { ...FIELDS, email: 'zofia@' } }, 400, { field: 'email' }],
    ['a message over the limit', { fields: { ...FIELDS, message: 'x'.repeat(2001) } }, 400, { field: 'message' }],
    ['no recruitment consent', { fields: { ...FIELDS, consentRecruitment: undefined } }, 400, { field: 'consentRecruitment' }],
    ['the privacy policy not accepted', { fields: { ...FIELDS, consentPrivacyPolicy: 'false' } }, 400, { field: 'consentPrivacyPolicy' }],
    ['no file', { file: null }, 400, { field: 'file', reason: 'MISSING' }],
    ['a renamed .exe sent as cv.pdf, application/pdf', { file: { bytes: EXE, name: 'cv.pdf', type: 'application/pdf' } }, 400, { field: 'file', reason: 'NOT_PDF' }],
    ['a PNG named cv.pdf', { file: { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' } }, 400, { field: 'file', reason: 'NOT_PDF' }],
    ['a PDF of 2 MB + 1 byte', { file: { bytes: pdf(CV_MAX_BYTES + 1) } }, 400, { field: 'file', reason: 'TOO_LARGE' }],
  ] as const)('refuses %s', async (_case, options, status, error) => {
    const response = await apply(options as Parameters<typeof apply>[0]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status, code: 'INVALID_VALUE', ...error });
    expect(await applications()).toEqual([]);
    expect(await t.messages(DEVELOPMENT_RECRUITMENT_EMAIL)).toEqual([]);
  });

  test('names the first failing field in the form’s order', async () => {
    const response = await apply({ fields: { ...FIELDS, email: 'bad', consentRecruitment: undefined }, file: { bytes: EXE } });
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  });

  test('a body that is not multipart is 415 on Content-Type; a second file is refused on file', async () => {
    const json = await t.app.inject({ method: 'POST', url: `/api/recruitment/send-application/${OPEN_OFFER}`, remoteAddress: nextAddress(), payload: FIELDS });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ status: 415, code: 'INVALID_VALUE', field: 'Content-Type' });

    const form = new FormData();
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value!);
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'b.pdf');
    const encoded = new Response(form);
    const two = await t.app.inject({
      method: 'POST',
      url: `/api/recruitment/send-application/${OPEN_OFFER}`,
      remoteAddress: nextAddress(),
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(two.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'file' });
    expect(await applications()).toEqual([]);
  });

  test('5 applications an hour per address, then 429 RATE_LIMITED', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await apply({ address })).statusCode).toBe(201);
    const limited = await apply({ address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // Another address is not affected.
    expect((await apply()).statusCode).toBe(201);
    expect(await applications()).toHaveLength(6);
  });
});

test('OpenAPI documents both routes, the form as multipart/form-data', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const list = spec.paths['/api/recruitment'].get;
  expect(list).toMatchObject({ operationId: 'listRecruitmentOffers', security: [] });
  expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400']));
  const send = spec.paths['/api/recruitment/send-application/{id}'].post;
  expect(send).toMatchObject({ operationId: 'sendRecruitmentApplication', security: [] });
  expect(Object.keys(send.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '415', '429']));
  const form = send.requestBody.content['multipart/form-data'].schema;
  expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  expect(form.required).toEqual(expect.arrayContaining(['firstName', 'consentRecruitment', 'consentPrivacyPolicy', 'file']));
  expect(send.requestBody.content['application/json']).toBeUndefined();
});

test('retention is counted from the day the application is sent', async () => {
  t.setNow(DateTime.fromISO('2026-08-31T12:00:00', { zone: 'Europe/Warsaw' }));
  expect((await apply()).statusCode).toBe(201);
  const [row] = await applications();
  // 31 August + 6 months: the last day of February.
  expect(DateTime.fromJSDate(row!.purge_after).setZone('Europe/Warsaw').toISODate()).toBe('2027-02-28');
});
