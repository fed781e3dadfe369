import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, freshContact, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';

/*
 * POST /api/email-change-requests/{id}/confirm (spec part 2: the e-mail confirmation page,
 * "An expired e-mail confirmation link shows a link-expired message"): the link of an
 * e-mail change confirms it without signing in, for 24 hours.
 */

const t = testAppForFile();

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t, fields);
  const headers = async () => ({
    authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: t.app.clock.now().toJSDate() })}`,
  });
  return { ...account, headers };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** Opens a change of `me` to a fresh address; returns it and the id of its link. */
async function startChange(me: Customer, email = freshContact().email) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile/email', headers: await me.headers(), payload: { email }, remoteAddress: nextIp() });
  expect(response.statusCode).toBe(200);
  const [message] = await t.messages(email);
  const id = message?.body?.match(/\/email-confirmation\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`no link was sent to ${email}`);
  return { email, id };
}

const confirm = (id: string) => t.app.inject({ method: 'POST', url: `/api/email-change-requests/${id}/confirm`, remoteAddress: nextIp() });
const profileOf = async (me: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: await me.headers(), remoteAddress: nextIp() })).json();

test('the link confirms the change without signing in, tells the previous address, and may be opened again', async () => {
  const me = await customer({ language: 'pl' });
  const { email, id } = await startChange(me);
  expect((await confirm(id)).json()).toEqual({ confirmed: true, email });
  expect(await profileOf(me)).toMatchObject({ email, emailConfirmed: true, unconfirmedEmail: null });
  expect(await t.messages(me.email!)).toEqual([
    expect.objectContaining({ template: 'notice.EMAIL_CHANGED', subject: 'Adres e-mail został zmieniony' }),
  ]);
  const again = await confirm(id);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ confirmed: true, email });
  expect(await t.messages(me.email!)).toHaveLength(1);
  // Its code has nothing left to confirm.
  const byCode = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/profile/email/confirm',
    headers: await me.headers(),
    payload: { token: await t.lastCode(email) },
    remoteAddress: nextIp(),
  });
  expect(byCode.json()).toMatchObject({ code: 'CHANGE_EMAIL_INVALID_REQUEST' });
});

test('valid for 24 hours, then 410 INVALID_TOKEN and the e-mail stays', async () => {
  const me = await customer();
  const late = await startChange(me);
  t.setNow(TEST_NOW.plus({ hours: 23, minutes: 59 }));
  const other = await customer();
  const inTime = await startChange(other);
  t.setNow(TEST_NOW.plus({ hours: 24 }));
  expect((await confirm(late.id)).json()).toEqual({ status: 410, code: 'INVALID_TOKEN', field: 'id' });
  expect(await profileOf(me)).toMatchObject({ email: me.email, unconfirmedEmail: null });
  expect((await confirm(inTime.id)).json()).toEqual({ confirmed: true, email: inTime.email });
});

test('an unknown, cancelled or superseded request is 404 NOT_FOUND', async () => {
  expect((await confirm('00000000-0000-4000-8000-000000000000')).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  const me = await customer();
  const cancelled = await startChange(me);
  await t.app.inject({ method: 'DELETE', url: '/api/users/me/profile/email/cancelUpdate', headers: await me.headers(), remoteAddress: nextIp() });
  expect((await confirm(cancelled.id)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  const superseded = await startChange(me);
  const latest = await startChange(me);
  expect((await confirm(superseded.id)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  expect((await confirm(latest.id)).json()).toEqual({ confirmed: true, email: latest.email });
  expect(await profileOf(me)).toMatchObject({ email: latest.email });
});

test('an address another account took meanwhile is 409 DUPLICATE_VALUE; a junk id is 400', async () => {
  const me = await customer();
  const { email, id } = await startChange(me);
  await customer({ email });
  expect((await confirm(id)).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'email' });
  expect(await profileOf(me)).toMatchObject({ email: me.email });
  expect((await confirm('not-a-uuid')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
});
