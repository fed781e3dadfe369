import { apiErrorOf, commonCodeOf, personalDetailsFieldOf } from './api-error.ts';

test('an API error passes; anything else is UNKNOWN_ERROR', () => {
  expect(apiErrorOf({ status: 400, code: 'INVALID_VALUE', field: 'lastName' })).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'lastName' });
  expect(apiErrorOf(new Error('boom'))).toEqual({ status: 0, code: 'UNKNOWN_ERROR' });
});

test('a network failure reads as NETWORK', () => {
  expect(commonCodeOf({ status: 0, code: 'UNKNOWN_ERROR' })).toBe('NETWORK');
  expect(commonCodeOf({ status: 429, code: 'RATE_LIMITED' })).toBe('RATE_LIMITED');
});

test('an error on sex or a name belongs to that field; others to the form', () => {
  expect(personalDetailsFieldOf({ status: 400, code: 'INVALID_VALUE', field: 'firstName' })).toBe('firstName');
  expect(personalDetailsFieldOf({ status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' })).toBeNull();
  expect(personalDetailsFieldOf({ status: 500, code: 'UNKNOWN_ERROR' })).toBeNull();
});
