import type { Language } from '@salon/contracts/languages';
import type { BookedVisit } from '@salon/contracts/reservations-api';
import type { OutboxAttachmentRef } from '../../../db/schema.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { book, FREE_HAIRDRESSER, visitPayload, visitTokenHeaders } from '../../../routes/api/visits/visits-test-helpers.ts';
import { isVisitAccessToken } from '../visits/visit-links.ts';

/*
 * Shared by the tests of the messages about a visit: booking, editing and cancelling it
 * through the API in a language, and reading what the outbox holds for a recipient.
 */

const ACCEPT_LANGUAGE: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB', fr: 'fr-FR' };

/** POST /api/visits at M101 with H10101 (a women's haircut), in `language`. */
export function bookIn(
  t: TestApp,
  args: { phone: string; dateTime: string; language?: Language; headers?: Record<string, string>; acceptDifferentPhone?: boolean },
): Promise<BookedVisit> {
  return book(t, visitPayload({ phone: args.phone, dateTime: args.dateTime, ...(args.acceptDifferentPhone ? { acceptDifferentPhone: true } : {}) }), {
    'accept-language': ACCEPT_LANGUAGE[args.language ?? 'pl'],
    ...args.headers,
  });
}

/** PUT of the visit's reservation to another start with H10101, with its token, in `language`. */
export async function moveVisit(t: TestApp, visit: BookedVisit, startDateTime: string, language: Language = 'pl') {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/visits/${visit.id}/reservations/${visit.reservations[0]!.id}`,
    payload: { serviceId: '1001', startDateTime, hairdresserId: FREE_HAIRDRESSER },
    headers: { ...visitTokenHeaders(t, visit.id), 'accept-language': ACCEPT_LANGUAGE[language] },
  });
  if (response.statusCode !== 200) throw new Error(`edit failed: ${response.statusCode} ${response.body}`);
}

/** DELETE /api/visits/{id} with its token: the customer cancels. */
export async function cancelVisit(t: TestApp, visitId: string) {
  const response = await t.app.inject({ method: 'DELETE', url: `/api/visits/${visitId}`, headers: visitTokenHeaders(t, visitId) });
  if (response.statusCode !== 204) throw new Error(`cancel failed: ${response.statusCode} ${response.body}`);
}

export interface OutboxRow {
  channel: 'EMAIL' | 'SMS';
  template: string;
  language: string;
  subject: string | null;
  body: string;
  attachment: OutboxAttachmentRef | null;
}

/** What the outbox holds for a recipient, oldest first, optionally of one template. */
export async function outboxOf(t: TestApp, recipient: string, template?: string): Promise<OutboxRow[]> {
  const rows = await t.database.db
    .selectFrom('outbox_messages')
    .select(['channel', 'template', 'language', 'subject', 'body', 'attachment'])
    .where('recipient', '=', recipient)
    .$if(template !== undefined, (qb) => qb.where('template', '=', template!))
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, body: row.body ?? '' }));
}

/** The manage link in a text: it must be the visit's page with a token that verifies. */
export function manageLinkIn(t: TestApp, text: string, visitId: string): string {
  const match = text.match(new RegExp(`(${t.app.identityConfig.publicUrl}/wizyty/${visitId}\\?t=([A-Za-z0-9_-]+))`));
  if (!match?.[1] || !match[2]) throw new Error(`no manage link of ${visitId} in: ${text}`);
  if (!isVisitAccessToken(t.app.identityConfig.visitLinkSecret, visitId, match[2])) throw new Error(`the token of ${match[1]} does not verify`);
  return match[1];
}

/** What the seed calls M101, its address and H10101, read from the database. */
export async function anchors(t: TestApp) {
  const salon = await t.database.db
    .selectFrom('salons')
    .innerJoin('cities', 'cities.code', 'salons.city_code')
    .select(['salons.name', 'salons.address', 'salons.postcode', 'salons.phone', 'cities.name as city'])
    .where('salons.id', '=', 'M101')
    .executeTakeFirstOrThrow();
  const hairdresser = await t.database.db.selectFrom('hairdressers').select('name').where('id', '=', FREE_HAIRDRESSER).executeTakeFirstOrThrow();
  return {
    salon: salon.name,
    address: `${salon.address![0]}, ${salon.postcode} ${salon.city}`,
    salonPhone: salon.phone,
    hairdresser: hairdresser.name,
  };
}
