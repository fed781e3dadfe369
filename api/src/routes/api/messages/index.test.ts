import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';
import { customerId } from '../../../db/seed/customers.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';

/*
 * The thread with customer service both ways (the customer in the browser, customer
 * service through its key), and the notifications it and the loyalty account produce.
 */

const t = testAppForFile();
const ANNA = customerId(1);
let staffKey = '';
let tillKey = '';

beforeAll(async () => {
  staffKey = (await createMachineKey(t.database.db, { kind: 'STAFF', label: 'customer service' })).key;
  tillKey = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' })).key;
});

const auth = async (id: string) => ({ authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, { sub: id }, { now: TEST_NOW.toJSDate() })}` });
const call = async (method: 'GET' | 'POST', url: string, userId: string | null, payload?: unknown, language = 'pl') =>
  t.app.inject({
    method,
    url,
    headers: { ...(userId ? await auth(userId) : {}), 'accept-language': language },
    remoteAddress: nextIp(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const reply = (payload: unknown, key = staffKey) =>
  t.app.inject({ method: 'POST', url: '/api/staff/messages', headers: { 'x-api-key': key }, payload: payload as object, remoteAddress: nextIp() });

test('the seeded thread reads oldest first, with actions, and the newest answer unread', async () => {
  const thread = (await call('GET', '/api/messages', ANNA)).json();
  expect(thread.map((message: { direction: string }) => message.direction)).toEqual(['SENT', 'RECEIVED', 'SENT', 'RECEIVED']);
  expect(thread[1]).toMatchObject({ actions: [{ title: 'Wizyty i płatności', link: '/profil/wizyty' }], read: true });
  expect(thread[3]).toMatchObject({ read: false, dateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T11:30:00$/) });
});

test('a customer writes, customer service answers with its key, the customer is notified and reads it', async () => {
  const me = await createAccount(t);
  const sent = await call('POST', '/api/messages', me.id, { body: '  Czy mogę przełożyć wizytę?  ' });
  expect(sent.statusCode).toBe(201);
  expect(sent.json()).toMatchObject({ body: 'Czy mogę przełożyć wizytę?', direction: 'SENT', read: true, actions: [] });

  const answered = await reply({ customerId: me.id, body: 'Oczywiście, wystarczy edytować rezerwację.', actions: [{ title: 'Moje rezerwacje', link: '/profil/rezerwacje' }] });
  expect(answered.statusCode).toBe(201);
  expect(answered.json()).toMatchObject({ direction: 'RECEIVED', read: false });

  const notifications = (await call('GET', '/api/users/me/notifications', me.id, undefined, 'en')).json();
  expect(notifications.unreadCount).toBe(1);
  expect(notifications.data[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', title: 'New message', link: '/profil/wiadomosci', read: false });
  expect((await call('GET', '/api/users/me/notifications/unread-count', me.id)).json()).toEqual({ unreadCount: 1 });

  expect((await call('POST', '/api/messages/markAsRead', me.id)).statusCode).toBe(204);
  const thread = (await call('GET', '/api/messages', me.id)).json();
  expect(thread.map((message: { read: boolean }) => message.read)).toEqual([true, true]);
  expect((await call('GET', '/api/users/me/notifications/unread-count', me.id)).json()).toEqual({ unreadCount: 0 });
});

test('blank, too long and malformed messages are refused on body; nothing is saved', async () => {
  const me = await createAccount(t);
  const invalid = { status: 400, code: 'INVALID_VALUE', field: 'body' };
  expect((await call('POST', '/api/messages', me.id, { body: '   \n ' })).json()).toEqual(invalid);
  expect((await call('POST', '/api/messages', me.id, { body: 'x'.repeat(5001) })).json()).toEqual(invalid);
  expect((await call('POST', '/api/messages', me.id, {})).json()).toEqual(invalid);
  expect((await call('POST', '/api/messages', me.id, { body: 'x'.repeat(5000) })).statusCode).toBe(201);
  expect((await call('GET', '/api/messages', me.id)).json()).toHaveLength(1);
  expect((await call('POST', '/api/messages', null, { body: 'hej' })).statusCode).toBe(401);
});

test('only customer service’s key answers, and only to an existing customer', async () => {
  const me = await createAccount(t);
  const unauthorized = { status: 401, code: 'UNAUTHORIZED', field: 'x-api-key' };
  expect((await reply({ customerId: me.id, body: 'Dzień dobry' }, tillKey)).json()).toEqual(unauthorized);
  expect((await reply({ customerId: me.id, body: 'Dzień dobry' }, '')).json()).toEqual(unauthorized);
  expect((await reply({ customerId: '00000000-0000-4000-8000-00000000ffff', body: 'Dzień dobry' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customerId' });
  expect((await reply({ customerId: me.id, body: ' ' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
  expect((await reply({ customerId: me.id, body: 'Zobacz', actions: [{ title: 'Zła', link: 'javascript:alert(1)' }] })).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'actions.0.link',
  });
  expect((await call('GET', '/api/messages', me.id)).json()).toEqual([]);
});

test('notifications: points from the till, a voucher about to expire (once), in the reader’s language', async () => {
  const anna = (await call('GET', '/api/users/me/notifications', ANNA, undefined, 'fr')).json();
  const expiring = anna.data.filter((notification: { kind: string }) => notification.kind === 'VOUCHER_EXPIRING');
  expect(expiring).toEqual([
    expect.objectContaining({ title: 'Votre bon expire bientôt', body: expect.stringMatching(/^Manucure semi-permanente est valable jusqu’au \d{2}\/\d{2}\/\d{4}\./), link: '/profil/vouchery', read: false }),
  ]);
  // Looking again writes no second notice.
  const again = (await call('GET', '/api/users/me/notifications', ANNA)).json();
  expect(again.data.filter((notification: { kind: string }) => notification.kind === 'VOUCHER_EXPIRING')).toEqual([
    expect.objectContaining({ body: expect.stringMatching(/^Manicure hybrydowy jest ważny do \d{1,2}\.\d{2}\.\d{4}\./) }),
  ]);
  expect(again.data.find((notification: { kind: string }) => notification.kind === 'MESSAGE_RECEIVED')).toMatchObject({ title: 'Nowa wiadomość' });

  const me = await createAccount(t);
  const receipt = await t.app.inject({
    method: 'POST',
    url: '/api/pos/receipts',
    headers: { 'x-api-key': tillKey },
    remoteAddress: nextIp(),
    payload: {
      salonId: 'M101',
      documentNumber: 'PAR/NOTIFY/1',
      issuedAt: '2026-11-23T07:00:00',
      customer: { id: me.id },
      employeeName: 'Iza W.',
      items: [{ name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 100, taxCode: 'A', taxRate: 23, serviceId: '1001' }],
      payments: [{ method: 'CARD', amount: 100 }],
    },
  });
  expect(receipt.statusCode).toBe(201);
  const mine = (await call('GET', '/api/users/me/notifications', me.id)).json();
  expect(mine.data).toEqual([expect.objectContaining({ kind: 'POINTS_AWARDED', title: 'Nowe punkty', body: 'Dostajesz 1 punkt za wizytę w salonie Warszawa Puławska.' })]);

  expect((await call('POST', '/api/users/me/notifications/markAsRead', me.id, { ids: [mine.data[0].id] })).statusCode).toBe(204);
  expect((await call('GET', '/api/users/me/notifications/unread-count', me.id)).json()).toEqual({ unreadCount: 0 });
  expect((await call('POST', '/api/users/me/notifications/markAsRead', me.id, { ids: ['nope'] })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'ids.0' });
});
