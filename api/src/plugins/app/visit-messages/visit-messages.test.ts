import type { Language } from '@salon/contracts/languages';
import type { Notifications } from '@salon/contracts/messages-api';
import { at, FREE_HAIRDRESSER, phoneMaker } from '../../../routes/api/visits/visits-test-helpers.ts';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import type { OutgoingMessage, Transport } from '../outbox/outbox.ts';
import { smsText } from './sms-text.ts';
import { anchors, bookIn, cancelVisit, manageLinkIn, moveVisit, outboxOf, type OutboxRow } from './visit-messages-test-helpers.ts';

/*
 * What a customer is told about their visit: the confirmation, the change, the reminder
 * and the cancellation, by SMS always and by e-mail for an account with an address, in
 * the visit's language, with every detail and a manage link whose token verifies; the
 * .ics the confirmation carries; no unsubscribe footer; the profile's notifications.
 * The reminder's schedule and guarantees: visit-reminders.test.ts; the salon's
 * cancellation: routes/api/pos/visits.test.ts.
 */

const sent: OutgoingMessage[] = [];
const recording: Transport = {
  name: 'recording',
  redacts: () => false,
  async send(message) {
    sent.push(message);
  },
};

const t = testAppForFile({ transport: recording });
const phone = phoneMaker(5);

beforeEach(async () => {
  // Each test reminds only its own visits.
  await t.database.db.deleteFrom('visit_reminders').execute();
});

/** Whether an SMS is one alphabet (GSM 7-bit, no extension characters) and at most two segments. */
function fitsTwoSegments(text: string): boolean {
  return /^[\x20-\x7e\n]*$/.test(text) && !/[`^{}\\[\]~|]/.test(text) && text.length <= 2 * 153;
}

const BOOK_AGAIN = 'http://localhost:8080/rezerwacja?salonId=M101&serviceId=1001';

interface LanguageCase {
  language: Language;
  booked: string;
  moved: string;
  when: string;
  movedWhen: string;
  service: string;
  price: string;
  notifications: { booked: string; changed: string; reminder: string; cancelled: string };
}

const CASES: LanguageCase[] = [
  {
    language: 'pl',
    booked: '2026-11-24T10:00:00',
    moved: '2026-11-24T14:00:00',
    when: 'wtorek, 24 listopada 2026, 10:00',
    movedWhen: 'wtorek, 24 listopada 2026, 14:00',
    service: 'Strzyżenie damskie',
    price: '120,00\u00a0zł',
    notifications: {
      booked: 'Wizyta zarezerwowana',
      changed: 'Zmiana terminu wizyty',
      reminder: 'Przypomnienie o wizycie',
      cancelled: 'Wizyta odwołana',
    },
  },
  {
    language: 'en',
    booked: '2026-11-25T10:00:00',
    moved: '2026-11-25T14:00:00',
    when: 'Wednesday, 25 November 2026, 10:00',
    movedWhen: 'Wednesday, 25 November 2026, 14:00',
    service: "Women's haircut",
    price: 'PLN\u00a0120.00',
    notifications: { booked: 'Visit booked', changed: 'Visit changed', reminder: 'Your visit is coming up', cancelled: 'Visit cancelled' },
  },
  {
    language: 'fr',
    booked: '2026-11-26T10:00:00',
    moved: '2026-11-26T14:00:00',
    when: 'jeudi 26 novembre 2026 à 10:00',
    movedWhen: 'jeudi 26 novembre 2026 à 14:00',
    service: 'Coupe femme',
    price: '120,00\u00a0PLN',
    notifications: {
      booked: 'Rendez-vous confirmé',
      changed: 'Rendez-vous modifié',
      reminder: 'Rappel de rendez-vous',
      cancelled: 'Rendez-vous annulé',
    },
  },
];

describe.each(CASES)('in $language', (c) => {
  test('booking, change, reminder and cancellation: an SMS and an e-mail each, with every detail, no unsubscribe footer, and the profile told', async () => {
    const { salon, address, hairdresser, salonPhone } = await anchors(t);
    const contact = phone();
    const email = `visit-${c.language}@example.com`;
    const account = await t.signUp({ phone: contact, email });
    // The customer agreed to e-mail marketing: transactional messages still carry no unsubscribe link.
    await t.database.db.updateTable('users').set({ consent_email: true }).where('id', '=', account.id).execute();

    const visit = await bookIn(t, { phone: contact, dateTime: c.booked, language: c.language, headers: account.headers });
    t.setNow(TEST_NOW.plus({ minutes: 1 }));
    await moveVisit(t, visit, c.moved, c.language);
    t.setNow(at(c.moved).minus({ hours: 24 }));
    expect(await t.app.visitMessages.sendDueReminders()).toBe(1);
    t.setNow(at(c.moved).minus({ hours: 23 }));
    await cancelVisit(t, visit.id);

    const sms = await outboxOf(t, contact);
    const emails = await outboxOf(t, email);
    expect(sms.map((row) => [row.channel, row.template, row.language])).toEqual(
      ['visit.booked', 'visit.changed', 'visit.reminder', 'visit.cancelled'].map((template) => ['SMS', template, c.language]),
    );
    expect(emails.map((row) => [row.channel, row.template, row.language])).toEqual(
      ['visit.booked', 'visit.changed', 'visit.reminder', 'visit.cancelled'].map((template) => ['EMAIL', template, c.language]),
    );

    for (const row of sms) {
      expect(row.subject).toBeNull();
      expect(fitsTwoSegments(row.body)).toBe(true);
      expect(row.body).toContain(smsText(row.template === 'visit.booked' ? c.when : c.movedWhen));
      expect(row.body).toContain(smsText(c.service));
      expect(row.body).toContain(smsText(salon));
    }
    const [bookedSms, changedSms, reminderSms, cancelledSms] = sms as [OutboxRow, OutboxRow, OutboxRow, OutboxRow];
    for (const row of [bookedSms, reminderSms]) {
      for (const part of [hairdresser, c.price, address]) expect(row.body).toContain(smsText(part));
      expect(row.body.endsWith(manageLinkIn(t, row.body, visit.id))).toBe(true);
    }
    expect(changedSms.body).toContain(smsText(c.when));
    expect(changedSms.body).toContain(smsText(hairdresser));
    manageLinkIn(t, changedSms.body, visit.id);
    expect(cancelledSms.body.endsWith(BOOK_AGAIN)).toBe(true);

    for (const row of emails) {
      expect(row.subject).toContain(row.template === 'visit.booked' ? c.when : c.movedWhen);
      for (const part of [salon, address, c.service, hairdresser, c.price, salonPhone, row.template === 'visit.booked' ? c.when : c.movedWhen]) {
        expect(row.body).toContain(part);
      }
      expect(row.body).not.toContain('unsubscribe');
      expect(row.body).not.toContain('\n-- \n');
    }
    const [bookedEmail, changedEmail, reminderEmail, cancelledEmail] = emails as [OutboxRow, OutboxRow, OutboxRow, OutboxRow];
    for (const row of [bookedEmail, changedEmail, reminderEmail]) manageLinkIn(t, row.body, visit.id);
    expect(changedEmail.body).toContain(c.when);
    // The calendar file goes with the booking and the change, not with a reminder or a cancellation.
    expect(emails.map((row) => row.attachment)).toEqual([{ kind: 'visit-ics', id: visit.id }, { kind: 'visit-ics', id: visit.id }, null, null]);
    expect(cancelledEmail.body).toContain(BOOK_AGAIN);
    expect(cancelledEmail.body).not.toContain('/wizyty/');

    // Back to when the account's access token is valid.
    t.setNow(TEST_NOW);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/notifications',
      headers: { ...account.headers, 'accept-language': { pl: 'pl-PL', en: 'en-GB', fr: 'fr-FR' }[c.language] },
    });
    const notices = response.json<Notifications>().data.filter((notice) => notice.kind.startsWith('VISIT_'));
    expect(notices.map((notice) => [notice.kind, notice.title, notice.link])).toEqual([
      ['VISIT_CANCELLED', c.notifications.cancelled, `/wizyty/${visit.id}`],
      ['VISIT_REMINDER', c.notifications.reminder, `/wizyty/${visit.id}`],
      ['VISIT_CHANGED', c.notifications.changed, `/wizyty/${visit.id}`],
      ['VISIT_BOOKED', c.notifications.booked, `/wizyty/${visit.id}`],
    ]);
    for (const notice of notices) {
      expect(notice.body).toContain(c.service);
      expect(notice.body).toContain(salon);
    }
  });
});

test('the Polish confirmation word for word: the SMS in plain letters, the e-mail in full', async () => {
  const { salon, address, hairdresser, salonPhone } = await anchors(t);
  expect([salon, address]).toEqual(['Warszawa Puławska', 'ul. Puławska 12, 02-566 Warszawa']);
  const account = await t.signUp({ phone: phone(), email: 'ewa.word@example.com', firstName: 'Ewa' });
  const phoneOf = (await t.database.db.selectFrom('users').select('phone').where('id', '=', account.id).executeTakeFirstOrThrow()).phone!;
  const visit = await bookIn(t, { phone: phoneOf, dateTime: '2026-11-27T09:00:00', headers: account.headers });
  const [sms] = await outboxOf(t, phoneOf);
  const [email] = await outboxOf(t, 'ewa.word@example.com');
  const link = manageLinkIn(t, sms!.body, visit.id);
  expect(sms!.body).toBe(
    `Wizyta potwierdzona: piatek, 27 listopada 2026, 09:00. Strzyzenie damskie, ${smsText(hairdresser)}, 120,00 zl. Warszawa Pulawska, ul. Pulawska 12, 02-566 Warszawa. Zmien lub odwolaj: ${link}`,
  );
  expect(email!.subject).toBe('Potwierdzenie wizyty: piątek, 27 listopada 2026, 09:00');
  expect(email!.body).toBe(
    [
      'Dzień dobry Ewa,',
      '',
      'dziękujemy za rezerwację. Twoja wizyta jest potwierdzona.',
      '',
      'Salon: Warszawa Puławska',
      'Adres: ul. Puławska 12, 02-566 Warszawa',
      'Termin: piątek, 27 listopada 2026, 09:00',
      'Usługa: Strzyżenie damskie',
      `Fryzjer: ${hairdresser}`,
      'Cena: 120,00\u00a0zł',
      `Telefon do salonu: ${salonPhone}`,
      '',
      'Zmień termin lub odwołaj wizytę:',
      link,
      '',
      'W załączniku jest plik .ics: otwórz go, aby dodać wizytę do kalendarza.',
    ].join('\n'),
  );
});

test('a guest gets the SMS only; an account without an e-mail address too; a visit booked for someone else goes to their phone only', async () => {
  const emailsBefore = await t.database.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'EMAIL').execute();

  const guest = phone();
  const guestVisit = await bookIn(t, { phone: guest, dateTime: '2026-11-30T09:00:00' });
  expect((await outboxOf(t, guest)).map((row) => [row.channel, row.template])).toEqual([['SMS', 'visit.booked']]);
  manageLinkIn(t, (await outboxOf(t, guest))[0]!.body, guestVisit.id);

  const noEmail = phone();
  const accountWithoutEmail = await t.signUp({ phone: noEmail, email: null });
  await bookIn(t, { phone: noEmail, dateTime: '2026-11-30T10:00:00', headers: accountWithoutEmail.headers });
  expect((await outboxOf(t, noEmail)).map((row) => row.channel)).toEqual(['SMS']);

  const someoneElse = phone();
  const booker = await t.signUp({ phone: phone(), email: 'booker@example.com' });
  await bookIn(t, { phone: someoneElse, dateTime: '2026-11-30T11:00:00', headers: booker.headers, acceptDifferentPhone: true });
  expect((await outboxOf(t, someoneElse)).map((row) => row.channel)).toEqual(['SMS']);
  expect(await outboxOf(t, 'booker@example.com')).toEqual([]);
  const notices = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', booker.id).execute();
  expect(notices).toEqual([]);

  const emailsAfter = await t.database.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'EMAIL').execute();
  expect(emailsAfter).toHaveLength(emailsBefore.length);
});

test('the editor’s language becomes the visit’s: a Polish booking changed in English is told in English from then on', async () => {
  const contact = phone();
  const visit = await bookIn(t, { phone: contact, dateTime: '2026-12-01T09:00:00', language: 'pl' });
  await moveVisit(t, visit, '2026-12-01T11:00:00', 'en');
  await cancelVisit(t, visit.id);
  const rows = await outboxOf(t, contact);
  expect(rows.map((row) => [row.template, row.language])).toEqual([
    ['visit.booked', 'pl'],
    ['visit.changed', 'en'],
    ['visit.cancelled', 'en'],
  ]);
  expect(rows[1]!.body).toMatch(/^Visit moved to Tuesday, 1 December 2026, 11:00 \(was Tuesday, 1 December 2026, 09:00\)\./);
  expect(rows[2]!.body).toMatch(/^Visit cancelled: Tuesday, 1 December 2026, 11:00, /);
  const stored = await t.database.db.selectFrom('visits').select('language').where('id', '=', visit.id).executeTakeFirstOrThrow();
  expect(stored.language).toBe('en');
});

describe('the .ics file of the confirmation', () => {
  /** Unfolds iCalendar lines (a CRLF and a space continue the line before). */
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');

  test('is read when the e-mail is sent: the visit as it is then, times in UTC, the reminder an hour before in its language', async () => {
    const contact = phone();
    const email = 'ics@example.com';
    const account = await t.signUp({ phone: contact, email });
    const visit = await bookIn(t, { phone: contact, dateTime: '2026-12-02T10:00:00', language: 'fr', headers: account.headers });
    // Joins the delivery the booking's response started, if it still runs.
    await t.app.outbox.deliverDue();
    const confirmation = sent.find((message) => message.recipient === email && message.template === 'visit.booked');
    expect(confirmation?.attachments).toHaveLength(1);
    const file = confirmation!.attachments![0]!;
    expect(file.fileName).toBe('rendez-vous.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = unfold(new TextDecoder().decode(file.content));
    // 10:00 in Warsaw in December is 09:00 UTC.
    expect(ics).toContain('\r\nDTSTART:20261202T090000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261202T100000Z\r\n');
    expect(ics).toContain(`\r\nUID:visit-${visit.id}@localhost\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Coupe femme – Warszawa Puławska\r\n');
    expect(ics).toContain('\r\nLOCATION:Warszawa Puławska\\, ul. Puławska 12\\, 02-566 Warszawa\r\n');
    expect(ics).toContain('\r\nTRIGGER:-PT1H\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Rendez-vous dans une heure\u00a0: Coupe femme – Warszawa Puławska\r\n');
    // The page without the token: a synced or shared calendar must not manage the visit.
    expect(ics).toMatch(new RegExp(`\\r\\nURL:http://localhost:8080/wizyty/${visit.id}\\r\\n`));

    // The change's e-mail carries the file again, with the new time and the same UID.
    await moveVisit(t, visit, '2026-12-02T13:00:00', 'fr');
    await t.app.outbox.deliverDue();
    const change = sent.find((message) => message.recipient === email && message.template === 'visit.changed');
    const moved = unfold(new TextDecoder().decode(change!.attachments![0]!.content));
    expect(moved).toContain('\r\nDTSTART:20261202T120000Z\r\n');
    expect(moved).toContain(`\r\nUID:visit-${visit.id}@localhost\r\n`);
  });

  test('a visit cancelled before its confirmation went out: the e-mail goes without the file', async () => {
    const contact = phone();
    const email = 'ics-cancelled@example.com';
    const account = await t.signUp({ phone: contact, email });
    // Through the repository, as the route does, but with no delivery right after a response:
    // the confirmation waits in the outbox while the visit is cancelled.
    const visitId = await t.app.visits.create({
      salonId: 'M101',
      serviceId: '1001',
      hairdresserId: FREE_HAIRDRESSER,
      start: at('2026-12-02T15:00'),
      contact: { firstName: 'Ewa', lastName: 'Zielińska', phone: contact },
      clientNote: null,
      user: { id: account.id, phone: contact },
      acceptDifferentPhone: false,
      language: 'pl',
    });
    await t.app.visits.cancel(visitId, { by: 'CUSTOMER' });
    await t.app.outbox.deliverDue();
    const confirmation = sent.find((message) => message.recipient === email && message.template === 'visit.booked');
    expect(confirmation?.attachments).toEqual([]);
    const cancellation = sent.find((message) => message.recipient === email && message.template === 'visit.cancelled');
    expect(cancellation?.attachments).toEqual([]);
  });
});
