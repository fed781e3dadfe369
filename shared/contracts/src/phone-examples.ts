/*
 * For tests only, never imported by running code: the numbers the phone rule (phone.ts)
 * accepts and refuses. The same table runs against the rule itself, the forms' phone
 * rules (@salon/forms) and the API's routes, so the browser and the API cannot drift
 * apart. Every entry is typed as a customer would type it, in the strong phone format
 * (an optional plus, digits, spaces between them), so that only the number decides.
 */

/** Numbers the API takes, each with the E.164 form it stores (each a different number). */
export const ACCEPTED_PHONES: readonly { input: string; stored: string; why: string }[] = [
  { input: '600 100 201', stored: '+48600100201', why: 'a Polish mobile as typed, no country code' },
  { input: '+48 600 100 202', stored: '+48600100202', why: 'with +48' },
  { input: '0048 600 100 203', stored: '+48600100203', why: 'with 0048' },
  { input: '+48600100204', stored: '+48600100204', why: 'E.164 as the API answers it' },
  { input: '886 000 001', stored: '+48886000001', why: 'a seeded customer' },
  { input: '+48 45 123 45 67', stored: '+48451234567', why: 'a Polish mobile in the 45 range' },
  { input: '+33 6 12 34 56 78', stored: '+33612345678', why: 'a French mobile' },
  { input: '+44 7911 123456', stored: '+447911123456', why: 'a British mobile' },
  { input: '+49 1512 3456789', stored: '+4915123456789', why: 'a German mobile, 13 digits' },
  { input: '+1 212 555 0123', stored: '+12125550123', why: 'an American number: mobiles and landlines share the plan' },
  { input: '+48 22 123 45 67', stored: '+48221234567', why: 'a Warsaw landline: the spec takes any real number' },
  { input: '58 555 12 34', stored: '+48585551234', why: 'a Gdańsk landline without the country code' },
];

/** Numbers the API refuses with 400 INVALID_VALUE. */
export const REFUSED_PHONES: readonly { input: string; why: string }[] = [
  { input: '100 000 000', why: 'no Polish number starts with 10' },
  { input: '999 999 999', why: 'no Polish number starts with 99' },
  { input: '+48 100 000 000', why: 'the same with +48' },
  { input: '+48 600 100 20', why: 'a Polish mobile one digit short' },
  { input: '600 100 2001', why: 'a Polish mobile one digit long' },
  { input: '06 12 34 56 78', why: 'a French mobile without +33 is read as Polish' },
  { input: '+48 600 100 200 1', why: 'too long for +48' },
  { input: '+999 600 100 200', why: 'no such country code' },
];
