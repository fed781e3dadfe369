import type { Kysely } from 'kysely';
import type { DB, OutboxAttachmentRef } from '../../../db/schema.ts';
import type { AttachmentReader } from '../outbox/outbox.ts';

/** The outbox's attachment kind of an application's CV; the id is the application's. */
export const CV_ATTACHMENT_KIND = 'recruitment-cv';

export const cvAttachment = (applicationId: string): OutboxAttachmentRef => ({ kind: CV_ATTACHMENT_KIND, id: applicationId });

/**
 * Reads an application's CV for the e-mail to HR when it is sent: the PDF as the applicant
 * named it. Null once the application is purged.
 */
export const readCvAttachment =
  (db: Kysely<DB>): AttachmentReader =>
  async (applicationId) => {
    const row = await db
      .selectFrom('recruitment_applications')
      .select(['cv_file_name', 'cv_data'])
      .where('id', '=', applicationId)
      .executeTakeFirst();
    return row ? { fileName: row.cv_file_name, contentType: 'application/pdf', content: row.cv_data } : null;
  };
