import { canCancelEmailChange, emailActionOf, emailViewOf, fullNameOf, resetPasswordTarget } from './account.ts';

test('the full name joins what is known', () => {
  expect(fullNameOf({ firstName: 'Ola', lastName: 'Nowak' })).toBe('Ola Nowak');
  expect(fullNameOf({ firstName: 'Ola', lastName: null })).toBe('Ola');
  expect(fullNameOf({ firstName: ' ', lastName: null })).toBeNull();
});

describe('the e-mail states: empty, unconfirmed, confirmed', () => {
  test('empty', () => {
    expect(emailViewOf({ email: null, emailConfirmed: false, unconfirmedEmail: null })).toEqual({ address: null, confirmed: false, pending: null });
  });

  test('the current address unconfirmed', () => {
    expect(emailViewOf({ email: 'a@example.com', emailConfirmed: false, unconfirmedEmail: 'a@example.com' })).toEqual({
      address: 'a@example.com',
      confirmed: false,
      pending: null,
    });
  });

  test('confirmed, and a new address waiting beside it', () => {
    expect(emailViewOf({ email: 'a@example.com', emailConfirmed: true, unconfirmedEmail: null })).toEqual({ address: 'a@example.com', confirmed: true, pending: null });
    expect(emailViewOf({ email: 'a@example.com', emailConfirmed: true, unconfirmedEmail: 'b@example.com' })).toEqual({
      address: 'a@example.com',
      confirmed: true,
      pending: 'b@example.com',
    });
  });

  test('no current address, only one waiting: shown as unconfirmed', () => {
    expect(emailViewOf({ email: null, emailConfirmed: false, unconfirmedEmail: 'b@example.com' })).toEqual({ address: 'b@example.com', confirmed: false, pending: null });
  });
});

test('the password reset is for the e-mail, else the phone', () => {
  expect(resetPasswordTarget({ email: 'a@example.com', phone: '+48500100200' })).toEqual({ email: 'a@example.com' });
  expect(resetPasswordTarget({ email: null, phone: '+48500100200' })).toEqual({ phone: '+48500100200' });
  expect(resetPasswordTarget({ email: null, phone: null })).toEqual({});
});

describe('the e-mail button and the cancel of a pending change', () => {
  test('add without an address, confirm an unconfirmed one, change a confirmed one', () => {
    expect(emailActionOf(emailViewOf({ email: null, emailConfirmed: false, unconfirmedEmail: null }))).toBe('add');
    expect(emailActionOf(emailViewOf({ email: 'a@example.com', emailConfirmed: false, unconfirmedEmail: 'a@example.com' }))).toBe('confirm');
    expect(emailActionOf(emailViewOf({ email: null, emailConfirmed: false, unconfirmedEmail: 'new@example.com' }))).toBe('confirm');
    expect(emailActionOf(emailViewOf({ email: 'a@example.com', emailConfirmed: true, unconfirmedEmail: null }))).toBe('change');
  });

  test('a pending change is cancelled only while a confirmed address stays', () => {
    expect(canCancelEmailChange(emailViewOf({ email: 'a@example.com', emailConfirmed: true, unconfirmedEmail: 'b@example.com' }))).toBe(true);
    expect(canCancelEmailChange(emailViewOf({ email: 'a@example.com', emailConfirmed: true, unconfirmedEmail: null }))).toBe(false);
    expect(canCancelEmailChange(emailViewOf({ email: 'a@example.com', emailConfirmed: false, unconfirmedEmail: 'b@example.com' }))).toBe(false);
  });
});
