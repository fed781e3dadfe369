import { ACCEPTED_PHONES, REFUSED_PHONES } from '@salon/contracts/phone-examples';
import { nextIp, post, testAppForFile } from '../test/identity-helpers.ts';
import { normalizePhone } from './phone.ts';

/*
 * The API's phone rule against the table the browser's forms are tested with
 * (@salon/forms rules.test.ts): the same numbers are taken and refused on both sides,
 * here through the routes the registration dialog calls.
 */

const t = testAppForFile();

describe('normalizePhone', () => {
  it.each(ACCEPTED_PHONES)('stores $input as $stored ($why)', ({ input, stored }) => {
    expect(normalizePhone(input)).toBe(stored);
  });
  it.each(REFUSED_PHONES)('refuses $input ($why)', ({ input }) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('the registration routes', () => {
  it.each(REFUSED_PHONES)('refuse $input with INVALID_VALUE on the phone', async ({ input }) => {
    const send = await post(t, '/api/auth/phone/send-token', { phone: input, email: 'nowa@example.com' });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
    const lookup = await t.app.inject({ method: 'GET', url: `/api/users/public?phone=${encodeURIComponent(input)}`, remoteAddress: nextIp() });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toMatchObject({ code: 'INVALID_VALUE', field: 'phone' });
  });

  it.each(ACCEPTED_PHONES)('take $input as $stored', async ({ input, stored }) => {
    const lookup = await t.app.inject({ method: 'GET', url: `/api/users/public?phone=${encodeURIComponent(input)}`, remoteAddress: nextIp() });
    expect(lookup.statusCode).toBe(200);
    const send = await post(t, '/api/auth/phone/send-token', { phone: input, email: 'nowa@example.com' });
    if (lookup.json().registered) {
      // A seeded customer's phone: registration goes to sign-in by phone.
      expect(send.json()).toEqual({ status: 409, code: 'EMAIL_ALREADY_ASSIGNED', field: 'phone' });
    } else {
      expect(send.statusCode).toBe(200);
      expect(await t.lastCode(stored)).toMatch(/^\d{4}$/);
    }
  });
});
