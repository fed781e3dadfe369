import type { Kysely } from 'kysely';
import { buildIcs } from '@salon/contracts/ics';
import type { DB, OutboxAttachmentRef } from '../../../db/schema.ts';
import type { AttachmentReader } from '../outbox/outbox.ts';
import { loadVisitFacts } from './visit-facts.ts';
import { visitCalendarCopy } from './visit-texts.ts';

/** The outbox's attachment kind of a visit's calendar file; the id is the visit's. */
export const VISIT_ICS_KIND = 'visit-ics';

/** The booking remote's calendar export reminds an hour before; the file in the e-mail does the same. */
export const ICS_REMINDER_MINUTES_BEFORE = 60;

export const visitIcsAttachment = (visitId: string): OutboxAttachmentRef => ({ kind: VISIT_ICS_KIND, id: visitId });

/**
 * The calendar entry's UID: the visit's id at the site's host, what the booking remote's
 * "Add to calendar" uses, so the file from the e-mail and one downloaded from the site
 * (or the e-mail of a later change) update one entry instead of adding a second.
 */
export function visitIcsUid(publicUrl: string, visitId: string): string {
  return `visit-${visitId}@${new URL(publicUrl).hostname || 'salon'}`;
}

/**
 * Reads a visit's .ics when its e-mail is sent, from the visit as it is then (a change
 * made meanwhile is in it): times in UTC, the reminder in the visit's language an hour
 * before. Null for a visit gone or cancelled meanwhile: the e-mail goes without it.
 */
export const readVisitIcs =
  (db: Kysely<DB>, links: { publicUrl: string }, now: () => Date): AttachmentReader =>
  async (visitId) => {
    const facts = await loadVisitFacts(db, visitId);
    if (!facts || facts.status !== 'ACTIVE') return null;
    const copy = visitCalendarCopy(facts);
    const ics = buildIcs(
      {
        uid: visitIcsUid(links.publicUrl, facts.id),
        title: copy.title,
        description: copy.description,
        location: copy.location,
        start: facts.start.toJSDate(),
        end: facts.end.toJSDate(),
        // The visit's page without the manage token: calendars are synced to other services
        // and shared with family and colleagues, which the link's holder may not intend to
        // empower; the messages carry the token, and the owner's session opens the page.
        url: `${links.publicUrl}/wizyty/${encodeURIComponent(facts.id)}`,
      },
      { reminderText: copy.reminderText, reminderMinutesBefore: ICS_REMINDER_MINUTES_BEFORE, now: now() },
    );
    return { fileName: copy.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: new TextEncoder().encode(ics) };
  };
