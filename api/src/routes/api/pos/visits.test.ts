import type { Language } from '@salon/contracts/languages';
import { nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
import { smsText } from '../../../plugins/app/visit-messages/sms-text.ts';
import { anchors, bookIn, outboxOf } from '../../../plugins/app/visit-messages/visit-messages-test-helpers.ts';
import { at, phoneMaker, visitTokenHeaders } from '../visits/visits-test-helpers.ts';

/*
 * DELETE /api/pos/visits/{id}: the salon cancels a visit (a hairdresser fell ill). The
 * till's key of the visit's salon or of a salon of the same company may; another company's
 * till gets the 404 of an unknown visit. The customer is told that the salon cancelled,
 * with an apology and a link to book again, in the visit's language.
 */

const t = testAppForFile();
const phone = phoneMaker(7);
const keys = { own: '', sameCompany: '', otherCompany: '', staff: '' };

beforeAll(async () => {
  const companies = await t.database.db.selectFrom('salons').select(['id', 'company_id']).where('id', 'in', ['M101', 'M102', 'M103']).orderBy('id').execute();
  // The seed's chain runs M101 and M103; M102 is a franchisee's.
  expect(companies.map((salon) => salon.company_id === companies[0]!.company_id)).toEqual([true, false, true]);
  keys.own = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' })).key;
  keys.sameCompany = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M103' })).key;
  keys.otherCompany = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M102' })).key;
  keys.staff = (await createMachineKey(t.database.db, { kind: 'STAFF', label: 'customer service' })).key;
});

const cancelBySalon = (visitId: string, key: string | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/pos/visits/${visitId}`, headers: key === null ? {} : { 'x-api-key': key }, remoteAddress: nextIp() });

const statusOf = async (visitId: string) =>
  t.database.db.selectFrom('visits').select(['status', 'cancelled_by']).where('id', '=', visitId).executeTakeFirstOrThrow();

test('without a till key of the salon’s: no key or a staff key is 401; another company’s till gets the 404 of an unknown visit', async () => {
  const contact = phone();
  const visit = await bookIn(t, { phone: contact, dateTime: '2026-11-24T09:00:00' });
  const unauthorized = { status: 401, code: 'UNAUTHORIZED', field: 'x-api-key' };
  expect((await cancelBySalon(visit.id, null)).json()).toEqual(unauthorized);
  expect((await cancelBySalon(visit.id, keys.staff)).json()).toEqual(unauthorized);
  const foreign = await cancelBySalon(visit.id, keys.otherCompany);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  expect((await cancelBySalon('00000000-0000-4000-8000-000000000000', keys.own)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  expect(await statusOf(visit.id)).toEqual({ status: 'ACTIVE', cancelled_by: null });
  expect((await outboxOf(t, contact)).map((row) => row.template)).toEqual(['visit.booked']);
});

const SALON_CANCELLED: Record<Language, { dateTime: string; sms: (salon: string) => string; subject: string; apology: string; bookAgain: string }> = {
  pl: {
    dateTime: '2026-11-25T09:00:00',
    sms: (salon) => `Przepraszamy, salon ${salon} musial odwolac Twoja wizyte: sroda, 25 listopada 2026, 09:00, Strzyzenie damskie. Zarezerwuj nowy termin: `,
    subject: 'Salon odwołał Twoją wizytę: środa, 25 listopada 2026, 09:00',
    apology: 'z przykrością informujemy, że salon musiał odwołać Twoją wizytę. Bardzo przepraszamy za kłopot.',
    bookAgain: 'Chętnie przyjmiemy Cię w innym terminie. Zarezerwuj tutaj:',
  },
  en: {
    dateTime: '2026-11-26T09:00:00',
    sms: (salon) => `We are sorry: the ${salon} salon had to cancel your visit on Thursday, 26 November 2026, 09:00, Women's haircut. Book another time: `,
    subject: 'The salon has cancelled your visit: Thursday, 26 November 2026, 09:00',
    apology: 'we are sorry to tell you that the salon had to cancel your visit. Please accept our apologies for the trouble.',
    bookAgain: 'We would be glad to see you at another time. Book here:',
  },
  fr: {
    dateTime: '2026-11-27T09:00:00',
    sms: (salon) => `Toutes nos excuses : le salon ${salon} a du annuler votre rendez-vous du vendredi 27 novembre 2026 a 09:00, Coupe femme. Reprendre rendez-vous : `,
    subject: 'Le salon a annulé votre rendez-vous\u00a0: vendredi 27 novembre 2026 à 09:00',
    apology: 'nous avons le regret de vous informer que le salon a dû annuler votre rendez-vous. Veuillez nous excuser pour ce désagrément.',
    bookAgain: 'Nous serons heureux de vous accueillir à un autre moment. Réservez ici\u00a0:',
  },
};

test.each(['pl', 'en', 'fr'] as const)(
  'the salon’s till cancels: 204, the visit cancelled by the salon, its reminder gone, and the customer told with an apology in %s',
  async (language) => {
    const copy = SALON_CANCELLED[language];
    const { salon, address, hairdresser } = await anchors(t);
    const contact = phone();
    const email = `salon-cancel-${language}@example.com`;
    const account = await t.signUp({ phone: contact, email });
    const visit = await bookIn(t, { phone: contact, dateTime: copy.dateTime, language, headers: account.headers });
    expect(await t.database.db.selectFrom('visit_reminders').select('visit_id').where('visit_id', '=', visit.id).execute()).toHaveLength(1);

    const response = await cancelBySalon(visit.id, keys.own);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await statusOf(visit.id)).toEqual({ status: 'CANCELLED', cancelled_by: 'SALON' });
    expect(await t.database.db.selectFrom('visit_reminders').select('visit_id').where('visit_id', '=', visit.id).execute()).toEqual([]);

    const bookAgain = 'http://localhost:8080/rezerwacja?salonId=M101&serviceId=1001';
    const [sms] = await outboxOf(t, contact, 'visit.cancelled-by-salon');
    expect(sms!.body).toBe(`${copy.sms(smsText(salon))}${bookAgain}`);
    const [mail] = await outboxOf(t, email, 'visit.cancelled-by-salon');
    expect(mail!.subject).toBe(copy.subject);
    for (const part of [copy.apology, salon, address, hairdresser, `${copy.bookAgain}\n${bookAgain}`]) expect(mail!.body).toContain(part);
    expect(mail!.attachment).toBeNull();

    const notices = await t.database.db.selectFrom('notifications').select(['kind', 'params']).where('user_id', '=', account.id).orderBy('created_at').execute();
    expect(notices.map((notice) => [notice.kind, notice.params.cancelledBy ?? null])).toEqual([
      ['VISIT_BOOKED', null],
      ['VISIT_CANCELLED', 'SALON'],
    ]);
  },
);

test('a till of another salon of the same company may cancel; a cancelled visit is RESERVATION_CANCELLED, a started one RESERVATION_EXPIRED', async () => {
  const visit = await bookIn(t, { phone: phone(), dateTime: '2026-11-30T09:00:00' });
  expect((await cancelBySalon(visit.id, keys.sameCompany)).statusCode).toBe(204);
  const again = await cancelBySalon(visit.id, keys.own);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ status: 400, code: 'RESERVATION_CANCELLED' });

  const started = await bookIn(t, { phone: phone(), dateTime: '2026-11-30T10:00:00' });
  t.setNow(at('2026-11-30T10:15'));
  expect((await cancelBySalon(started.id, keys.own)).json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });
  expect(await statusOf(started.id)).toEqual({ status: 'ACTIVE', cancelled_by: null });
});

test('a customer’s own cancellation is noted as theirs and worded as theirs', async () => {
  const contact = phone();
  const visit = await bookIn(t, { phone: contact, dateTime: '2026-12-01T09:00:00' });
  expect((await t.app.inject({ method: 'DELETE', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) })).statusCode).toBe(204);
  expect(await statusOf(visit.id)).toEqual({ status: 'CANCELLED', cancelled_by: 'CUSTOMER' });
  expect((await outboxOf(t, contact)).map((row) => row.template)).toEqual(['visit.booked', 'visit.cancelled']);
});
