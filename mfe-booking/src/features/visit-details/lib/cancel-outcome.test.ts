import { cancelFailure } from './cancel-outcome.ts';

test('400 RESERVATION_CANCELLED is the already-cancelled outcome', () => {
  expect(cancelFailure({ status: 400, code: 'RESERVATION_CANCELLED' })).toBe('already-cancelled');
});

test('RESERVATION_CANCELLED with another status is a generic error, as the spec names 400', () => {
  expect(cancelFailure({ status: 409, code: 'RESERVATION_CANCELLED' })).toBe('error');
});

test('RESERVATION_EXPIRED (started or past visit) is the expired outcome', () => {
  expect(cancelFailure({ status: 400, code: 'RESERVATION_EXPIRED' })).toBe('expired');
});

test.each([{ status: 404, code: 'NOT_FOUND' }, { status: 0, code: 'UNKNOWN_ERROR' }, new Error('x'), null])('%o is a generic error', (error) => {
  expect(cancelFailure(error)).toBe('error');
});
