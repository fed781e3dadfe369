import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  ApplicationReceiptSchema,
  CV_MAX_BYTES,
  CV_PROBLEMS,
  RECRUITMENT_ID_PATTERN,
  RecruitmentOfferSchema,
} from '@salon/contracts/recruitment-api';
import { notFound } from '../../../lib/errors.ts';
import { APPLICATION_LIMITS, readApplicationForm, RETENTION_MONTHS, validateApplication } from '../../../plugins/app/recruitment/application.ts';
import { listOffers, offerIsOpen } from '../../../plugins/app/recruitment/offers.ts';
import recruitmentPurge from '../../../plugins/app/recruitment/purge.ts';
import { CV_ATTACHMENT_KIND, readCvAttachment } from '../../../plugins/app/recruitment/cv-attachment.ts';
import { submitApplication } from '../../../plugins/app/recruitment/submit-application.ts';

/*
 * Recruitment, "Pracuj z nami" (spec part 2, sections 3, 5, 7 and 9; decision 0022):
 * the open offers, and an application with a PDF CV sent as multipart/form-data. Both are
 * public; applications are limited per address.
 */

/** Offers change when HR edits them; a minute of caching, as the blog's content. */
const OFFERS_CACHE = 'public, max-age=60';

/** 5 applications an hour per address: a candidate applies to a few offers, a flood of 2 MB uploads is stopped. */
const perAddress = { rateLimit: { max: 5, timeWindow: '1 hour' } };

const OfferParamsSchema = Type.Object({ id: Type.String({ pattern: RECRUITMENT_ID_PATTERN, description: 'The offer’s id: 24 hexadecimal characters' }) });

/**
 * The form's parts, for the documentation. The parts are read from the stream by the
 * handler (a body parser must not buffer the file), so Fastify's validator sees no body,
 * which it passes as null: `null` is allowed, and the fields are checked by
 * validateApplication. Given per media type, so a JSON body meets no schema and gets the
 * handler's 415.
 */
const ApplicationFormSchema = {
  type: ['object', 'null'],
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 60, description: 'Letters, with spaces, hyphens or apostrophes between them' },
    lastName: { type: 'string', minLength: 1, maxLength: 60 },
    phoneNumber: { type: 'string', description: 'An optional plus, then 9 to 15 digits (spaces between them); a real number (Polish without a country code)' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    message: { type: 'string', maxLength: APPLICATION_MESSAGE_MAX_LENGTH, description: 'Optional' },
    consentRecruitment: { type: 'string', enum: ['true'], description: 'Required' },
    consentPrivacyPolicy: { type: 'string', enum: ['true'], description: 'Required' },
    consentFutureRecruitment: {
      type: 'string',
      enum: ['true', 'false'],
      description: `Optional: keeps the application ${RETENTION_MONTHS.futureRecruitment} months instead of ${RETENTION_MONTHS.recruitment}`,
    },
    file: { type: 'string', format: 'binary', description: `The CV: a PDF (by its bytes) of at most ${CV_MAX_BYTES} bytes` },
  },
  required: ['firstName', 'lastName', 'phoneNumber', 'email', 'consentRecruitment', 'consentPrivacyPolicy', 'file'],
};

const recruitmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart for this plugin's routes only; everywhere else bodies stay small JSON. A file
  // over the limit is cut and flagged (not thrown), so its refusal is the file's field error.
  await app.register(multipart, { limits: APPLICATION_LIMITS, throwFileSizeLimit: false });
  await app.register(recruitmentPurge);
  // The e-mail to HR carries the CV, read from the application when it is sent.
  app.outbox.attachmentSource(CV_ATTACHMENT_KIND, readCvAttachment(app.db));

  app.get(
    '/recruitment',
    {
      schema: {
        tags: ['recruitment'],
        operationId: 'listRecruitmentOffers',
        summary: 'The open job offers with their salons, by city then name',
        description:
          'Enabled offers only. `description` is sanitised HTML; `recruitmentLink` null means applying through POST /api/recruitment/send-application/{id}. The salon carries its images as the salon lists do, and its city’s slug (`location.citySlug`).',
        security: [],
        response: { 200: Type.Array(RecruitmentOfferSchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const offers = await listOffers(app.db, request.language);
      reply.header('cache-control', OFFERS_CACHE).header('vary', 'Accept-Language');
      return offers;
    },
  );

  app.post(
    '/recruitment/send-application/:id',
    {
      config: perAddress,
      schema: {
        tags: ['recruitment'],
        operationId: 'sendRecruitmentApplication',
        summary: 'Apply for an offer with a PDF CV (multipart/form-data)',
        description: [
          'A multipart/form-data form: the text fields and one file part named `file`, the CV.',
          'Refusals are one 400 INVALID_VALUE naming the first field that fails, in the form’s order (firstName, lastName, phoneNumber, email, message, consentRecruitment, consentPrivacyPolicy, consentFutureRecruitment, file).',
          `The CV's refusal adds \`reason\`: ${CV_PROBLEMS.join(', ')} (no file; not a PDF by its first bytes, whatever its name or type; over ${CV_MAX_BYTES} bytes).`,
          'An unknown or closed offer: 404 on id. Not multipart: 415 on Content-Type. 5 applications an hour per address (429 RATE_LIMITED).',
          'The application is kept 6 months, or 12 with consentFutureRecruitment, then deleted with its CV.',
        ].join('\n'),
        security: [],
        params: OfferParamsSchema,
        body: { content: { 'multipart/form-data': { schema: ApplicationFormSchema } } },
        response: {
          201: ApplicationReceiptSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const offer = await offerIsOpen(app.db, request.params.id);
      if (!offer) throw notFound('id');
      const application = validateApplication(await readApplicationForm(request));
      const applicationId = await submitApplication(app, request, { id: request.params.id, ...offer }, application);
      return reply.code(201).send({ applicationId });
    },
  );
};

export default recruitmentRoutes;
