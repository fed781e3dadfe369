import { buildTestApp, TEST_NOW, type TestApp } from '../../test/build-test-app.ts';
import { post } from '../../test/identity-helpers.ts';
import { DEVELOPMENT_PASSWORD, NEW_CUSTOMER_EMAIL, seedCustomers } from './customers.ts';

/*
 * The seeded customers behave as api/README.md's table "Sign in as each seeded customer
 * in development" says: each row's "how", through the routes, on the seeded database.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const byEmail = (email: string) => {
  const found = seedCustomers(TEST_NOW).find((customer) => customer.row.email === email);
  if (!found) throw new Error(`no seeded customer ${email}`);
  return found.row;
};
const login = (email: string) => post(t, '/api/auth/login', { email, password: DEVELOPMENT_PASSWORD });
const identify = async (email: string) => (await post(t, '/api/auth/identify', { email })).json();
const profileOf = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } })).json();

async function smsSignIn(phone: string) {
  expect((await post(t, '/api/login/sms', { phone })).statusCode).toBe(200);
  return post(t, '/api/login/sms-verify', { phone, token: await t.lastCode(phone) });
}

test('the new customer has no account: identify sends her to registration', async () => {
  expect(await identify(NEW_CUSTOMER_EMAIL)).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
});

test('password accounts sign in with the development password, with their profile', async () => {
  const anna = await login('anna.kowalska@example.com');
  expect(anna.statusCode).toBe(200);
  const annaProfile = await profileOf(anna.json().accessToken);
  expect(annaProfile).toMatchObject({ email: 'anna.kowalska@example.com', emailConfirmed: true, accountTypes: [] });
  // Her year of visits, recorded by the tills' intake (seed/loyalty.ts).
  expect(annaProfile.points).toBeGreaterThan(1000);
  expect(await identify('anna.kowalska@example.com')).toEqual({ isNewUser: false, hasLoyaltyAccount: true });

  const employee = await login('gosia.pracownik@example.com');
  expect(await profileOf(employee.json().accessToken)).toMatchObject({ accountTypes: ['EMPLOYEE'] });
  const vip = await login('hanna.vip@example.com');
  const vipProfile = await profileOf(vip.json().accessToken);
  expect(vipProfile).toMatchObject({ accountTypes: ['VIP'] });
  expect(vipProfile.points).toBeGreaterThan(annaProfile.points);
  const unconfirmed = await login('filip.niepotwierdzony@example.com');
  expect(await profileOf(unconfirmed.json().accessToken)).toMatchObject({ email: 'filip.niepotwierdzony@example.com', emailConfirmed: false });
});

test('the loyalty account without a password: no password login, an SMS code from the outbox instead', async () => {
  const beata = byEmail('beata.lojalna@example.com');
  expect(await identify(beata.email!)).toEqual({ isNewUser: true, hasLoyaltyAccount: true });
  expect((await login(beata.email!)).json()).toEqual({ status: 401, code: 'BAD_CREDENTIALS', field: 'password' });
  const signedIn = await smsSignIn(beata.phone!);
  expect(signedIn.json()).toMatchObject({ accessToken: expect.any(String), email: beata.email });
  const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(beata.phone!)}` });
  expect(outbox.json().messages[0]).toMatchObject({ channel: 'SMS', template: 'code.LOGIN_SMS' });
});

test('the customer without an e-mail signs in by SMS code', async () => {
  const karol = seedCustomers(TEST_NOW).find((customer) => customer.row.email === null)!.row;
  const signedIn = await smsSignIn(karol.phone!);
  expect(signedIn.json()).toMatchObject({ accessToken: expect.any(String), email: null });
});

test('the inactive account is stopped after the right password, and after an SMS code', async () => {
  const celina = byEmail('celina.nieaktywna@example.com');
  expect((await login(celina.email!)).json()).toMatchObject({ status: 403, code: 'USER_INACTIVE' });
  expect((await smsSignIn(celina.phone!)).json()).toMatchObject({ status: 403, code: 'USER_INACTIVE' });
});

test('the account that must change its password resets it with an e-mail code from the outbox, then signs in', async () => {
  const email = 'dorota.haslo@example.com';
  expect((await login(email)).json()).toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
  expect((await post(t, '/api/auth/reset/request', { email })).statusCode).toBe(200);
  const reset = await post(t, '/api/auth/reset', { email, token: await t.lastCode(email), password: 'Nowe!Haslo2026' });
  expect(reset.statusCode).toBe(200);
  expect((await post(t, '/api/auth/login', { email, password: 'Nowe!Haslo2026' })).json()).toMatchObject({ accessToken: expect.any(String), email });
});

test('the Google and Apple customers sign in through the development identity provider, not with a password', async () => {
  expect((await login('ewa.google@example.com')).json()).toMatchObject({ status: 403, code: 'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN' });
  const google = await post(t, '/api/dev/idp/google/token', { subject: 'google-dev-ewa', email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' });
  const ewa = await post(t, '/api/google/auth', { googleToken: google.json().idToken });
  expect(ewa.json()).toMatchObject({ accessToken: expect.any(String), email: 'ewa.google@example.com' });

  const apple = await post(t, '/api/dev/idp/apple/token', { subject: 'apple-dev-jan', email: 'jan.apple@example.com', firstName: 'Jan', lastName: 'Wiśniewski' });
  const jan = await post(t, '/api/apple/auth/login', { code: 'development', id_token: apple.json().idToken, shouldValidateEmailForOverride: true });
  expect(jan.json()).toMatchObject({ accessToken: expect.any(String), email: 'jan.apple@example.com', emailDiffers: false });
});
