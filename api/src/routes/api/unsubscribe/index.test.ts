import { DEVELOPMENT_UNSUBSCRIBE_SECRET } from '../../../config.ts';
import { TEST_JWT_SECRET } from '../../../test/build-test-app.ts';
import { createAccount, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';
import { hmacSha256 } from '../../../lib/secrets.ts';
import { unsubscribeLink, unsubscribeSignature } from '../../../plugins/app/identity/unsubscribe-links.ts';
import { withUnsubscribeFooter } from '../../../plugins/app/outbox/templates.ts';

/*
 * PUT /api/unsubscribe/email (spec part 2, sections 2 and 7): the signed link of an
 * e-mail withdraws the Email marketing consent without signing in; only the customer's
 * own signature does; repeating it is harmless; the mailing's ids come all three or none.
 * And every e-mail to a consenting customer carries that link.
 */

const t = testAppForFile();

const sign = (customerId: string) => unsubscribeSignature(DEVELOPMENT_UNSUBSCRIBE_SECRET, customerId);

const unsubscribe = (query: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/unsubscribe/email', query, remoteAddress: nextIp() });

async function consentsOf(id: string) {
  const token = await signAccessToken(TEST_JWT_SECRET, { sub: id }, { now: t.app.clock.now().toJSDate() });
  const profile = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` }, remoteAddress: nextIp() });
  return profile.json().marketingConsents;
}

const subscriber = () => createAccount(t, { consent_email: true, consent_telemarketing: true });

test('the customer’s own signature withdraws the e-mail consent and leaves telemarketing alone', async () => {
  const me = await subscriber();
  const response = await unsubscribe({ customerId: me.id, signature: sign(me.id) });
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  expect(await consentsOf(me.id)).toEqual([
    { channel: 'Email', granted: false },
    { channel: 'Telemarketing', granted: true },
  ]);
});

test('repeating it is harmless: 204 each time, and the consent stays withdrawn', async () => {
  const me = await subscriber();
  for (let click = 0; click < 3; click += 1) {
    expect((await unsubscribe({ customerId: me.id, signature: sign(me.id) })).statusCode).toBe(204);
  }
  expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: false });
  // Counted once for marketing's statistics.
  const events = await t.database.db.selectFrom('tracking_events').select('type').where('user_id', '=', me.id).execute();
  expect(events).toEqual([{ type: 'email-unsubscribed' }]);
});

test('nobody unsubscribes someone else: another customer’s signature or a made-up one is 403 and changes nothing', async () => {
  const me = await subscriber();
  const other = await subscriber();
  for (const signature of [sign(other.id), 'f'.repeat(64), hmacSha256(TEST_JWT_SECRET, `unsubscribe:email:${me.id}`)]) {
    const response = await unsubscribe({ customerId: me.id, signature });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, code: 'INVALID_TOKEN', field: 'signature' });
  }
  expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: true });
});

test('a missing or malformed signature or id is 400 on its field', async () => {
  const me = await subscriber();
  expect((await unsubscribe({ customerId: me.id })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'signature' });
  expect((await unsubscribe({ customerId: me.id, signature: 'abc' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'signature' });
  expect((await unsubscribe({ customerId: 'anna', signature: sign('anna') })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customerId' });
  expect((await unsubscribe({ signature: sign(me.id) })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customerId' });
  expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: true });
});

test('a signed link to a customer who no longer exists is 404; an unsigned one says nothing about the id', async () => {
  const gone = '00000000-0000-4000-8000-00000000dead';
  expect((await unsubscribe({ customerId: gone, signature: sign(gone) })).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'customerId' });
  expect((await unsubscribe({ customerId: gone, signature: 'a'.repeat(64) })).statusCode).toBe(403);
});

test('the mailing’s ids come all three or not at all', async () => {
  const me = await subscriber();
  const signed = { customerId: me.id, signature: sign(me.id) };
  expect((await unsubscribe({ ...signed, lunchListId: '12', emailId: '345' })).json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'contactUid' });
  expect((await unsubscribe({ ...signed, contactUid: 'c-1' })).json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'lunchListId' });
  expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: true });

  expect((await unsubscribe({ ...signed, lunchListId: '12', emailId: '345', contactUid: 'c-1' })).statusCode).toBe(204);
  expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: false });
  const event = await t.database.db.selectFrom('tracking_events').select(['type', 'app', 'data']).where('user_id', '=', me.id).executeTakeFirstOrThrow();
  expect(event).toEqual({ type: 'email-unsubscribed', app: 'api', data: { lunchListId: '12', emailId: '345', contactUid: 'c-1' } });
});

describe('the link in e-mails', () => {
  const linkIn = (body: string | null | undefined) => body?.match(/\/unsubscribe\/email\/([0-9a-f-]{36})\?sig=([0-9a-f]{64})/);

  test('an e-mail to a consenting customer ends with their signed link, in the message’s language, and the link works', async () => {
    const texts = {
      pl: 'Nie chcesz dostawać od nas wiadomości marketingowych e-mailem? Zrezygnuj tutaj:',
      en: 'Rather not get our marketing e-mails? Unsubscribe here:',
      fr: 'Vous ne souhaitez plus recevoir nos e-mails marketing\u00a0? Désabonnez-vous ici\u00a0:',
    } as const;
    for (const language of ['pl', 'en', 'fr'] as const) {
      const me = await subscriber();
      await t.app.outbox.notice(t.database.db, { notice: 'PASSWORD_CHANGED', channel: 'EMAIL', recipient: me.email!, language });
      const [message] = await t.messages(me.email!);
      const link = `http://localhost:8080/unsubscribe/email/${me.id}?sig=${sign(me.id)}`;
      expect(message!.body!.endsWith(`\n\n-- \n${texts[language]}\n${link}`)).toBe(true);

      const [, customerId, signature] = linkIn(message!.body)!;
      expect((await unsubscribe({ customerId: customerId!, signature: signature! })).statusCode).toBe(204);
      expect((await consentsOf(me.id))[0]).toEqual({ channel: 'Email', granted: false });
    }
  });

  test('the link is on the site of PUBLIC_URL', async () => {
    const me = await subscriber();
    const link = `https://kosmyk.example/unsubscribe/email/${me.id}?sig=${sign(me.id)}`;
    expect(unsubscribeLink({ publicUrl: 'https://kosmyk.example', secret: DEVELOPMENT_UNSUBSCRIBE_SECRET }, me.id)).toBe(link);
    expect(withUnsubscribeFooter('Treść', 'pl', link)).toBe(`Treść\n\n-- \nNie chcesz dostawać od nas wiadomości marketingowych e-mailem? Zrezygnuj tutaj:\n${link}`);
  });

  test('no link without the consent, to an address that is not a customer’s, or by SMS', async () => {
    const withoutConsent = await createAccount(t, { consent_email: false });
    await t.app.outbox.notice(t.database.db, { notice: 'PASSWORD_CHANGED', channel: 'EMAIL', recipient: withoutConsent.email!, language: 'pl' });
    expect(linkIn((await t.messages(withoutConsent.email!))[0]?.body)).toBeFalsy();

    await t.app.outbox.notice(t.database.db, { notice: 'WELCOME', channel: 'EMAIL', recipient: 'nobody@example.com', language: 'pl' });
    expect((await t.messages('nobody@example.com'))[0]?.body).toBe('Twoje konto zostało założone. Możesz teraz rezerwować wizyty i zbierać punkty.');

    const subscribed = await subscriber();
    await t.app.outbox.notice(t.database.db, { notice: 'PASSWORD_CHANGED', channel: 'SMS', recipient: subscribed.phone!, language: 'pl' });
    expect((await t.messages(subscribed.phone!))[0]?.body).toBe('Hasło do Twojego konta zostało zmienione. Jeśli to nie Ty, skontaktuj się z nami.');
  });

  test('a registration with the e-mail consent: the welcome e-mail carries the link', async () => {
    const email = `nowa.${Date.now()}@example.com`;
    const phone = '+48788990011';
    const ip = nextIp();
    const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    expect((await send('/api/auth/email/send-token', { email })).statusCode).toBeLessThan(300);
    const emailToken = await t.lastCode(email);
    expect((await send('/api/auth/phone/send-token', { phone, email })).statusCode).toBeLessThan(300);
    const phoneToken = await t.lastCode(phone);
    const registered = await send('/api/auth/register', {
      credentials: { email, password: 'Salon!2026' },
      firstName: 'Iga',
      lastName: 'Nowak',
      sex: 'F',
      phone,
      phoneToken,
      emailToken,
      marketingConsents: [{ channel: 'Email', granted: true }],
    });
    expect(registered.statusCode).toBe(200);
    const welcome = (await t.messages(email)).find((message) => message.template === 'notice.WELCOME');
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(linkIn(welcome?.body)?.slice(1)).toEqual([user.id, sign(user.id)]);
  });
});
