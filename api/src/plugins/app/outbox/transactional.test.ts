import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/*
 * The unsubscribe footer: every e-mail to a customer with the e-mail marketing consent
 * carries it, except a transactional one (about their visit), which has no marketing in
 * it to withdraw from.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.database.db.insertInto('users').values({ email: 'consenting@example.com', consent_email: true }).execute();
}, 180_000);
afterAll(() => t.close());

const enqueue = (template: string, transactional?: boolean) =>
  t.app.outbox.enqueue(t.database.db, {
    channel: 'EMAIL',
    recipient: 'consenting@example.com',
    template,
    language: 'pl',
    subject: 'Temat',
    body: 'Treść',
    ...(transactional === undefined ? {} : { transactional }),
  });

const bodyOf = async (template: string) =>
  (await t.database.db.selectFrom('outbox_messages').select('body').where('template', '=', template).executeTakeFirstOrThrow()).body;

test('an e-mail to a consenting customer ends with the unsubscribe link; a transactional one does not', async () => {
  await enqueue('test.marketing-or-any');
  await enqueue('test.explicitly-not', false);
  await enqueue('test.transactional', true);
  expect(await bodyOf('test.marketing-or-any')).toMatch(/^Treść\n\n-- \n.+\nhttp:\/\/localhost:8080\/unsubscribe\/email\/[0-9a-f-]+\?sig=[0-9a-f]+$/);
  expect(await bodyOf('test.explicitly-not')).toContain('/unsubscribe/email/');
  expect(await bodyOf('test.transactional')).toBe('Treść');
});
