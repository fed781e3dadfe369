import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderApplicationConfirmation, renderApplicationToHr, type ApplicationMessageParams } from '../outbox/templates.ts';
import { purgeAfter, type ValidApplication } from './application.ts';
import { cvAttachment } from './cv-attachment.ts';

/**
 * Stores an application with its CV and queues, in the same transaction, the e-mail to the
 * chain's HR address (Polish) and the confirmation to the applicant (the request's
 * language): either all three are written or none. The messages go out right after the
 * response (the outbox). Returns the application's id.
 */
export async function submitApplication(
  app: FastifyInstance,
  request: FastifyRequest,
  offer: { id: string; name: string; salonName: string; city: string },
  application: ValidApplication,
): Promise<string> {
  const sentAt = app.clock.now();
  const purge = purgeAfter(sentAt, application.consentFutureRecruitment);
  const id = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('recruitment_applications')
      .values({
        offer_id: offer.id,
        first_name: application.firstName,
        last_name: application.lastName,
        phone: application.phone,
        email: application.email,
        message: application.message,
        consent_recruitment_at: sentAt.toJSDate(),
        consent_privacy_policy_at: sentAt.toJSDate(),
        consent_future_recruitment_at: application.consentFutureRecruitment ? sentAt.toJSDate() : null,
        cv_file_name: application.cv.fileName,
        cv_size: application.cv.size,
        cv_sha256: application.cv.sha256,
        cv_data: application.cv.bytes,
        created_at: sentAt.toJSDate(),
        purge_after: purge.toJSDate(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const params: ApplicationMessageParams = {
      applicationId: row.id,
      offerName: offer.name,
      salonName: offer.salonName,
      city: offer.city,
      firstName: application.firstName,
      lastName: application.lastName,
      phone: application.phone,
      email: application.email,
      message: application.message,
      consentFutureRecruitment: application.consentFutureRecruitment,
      cv: { fileName: application.cv.fileName, size: application.cv.size, sha256: application.cv.sha256 },
      purgeDate: purge.toFormat('dd.MM.yyyy'),
    };
    await app.outbox.enqueue(trx, {
      channel: 'EMAIL',
      recipient: app.identityConfig.recruitmentEmail,
      template: 'recruitment.application',
      language: 'pl',
      attachment: cvAttachment(row.id),
      ...renderApplicationToHr(params),
    });
    await app.outbox.enqueue(trx, {
      channel: 'EMAIL',
      recipient: application.email,
      template: 'recruitment.confirmation',
      language: request.language,
      ...renderApplicationConfirmation(request.language, params),
    });
    return row.id;
  });
  request.wroteMessages = true;
  return id;
}
