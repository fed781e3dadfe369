import { isOfferId } from './offer-id.ts';

describe('isOfferId', () => {
  it.each(['64b7f3a2c9e1d4f5a6b7c8d9', '000000000000000000000000', 'ABCDEF0123456789abcdef01'])('%s is an offer id', (value) => {
    expect(isOfferId(value)).toBe(true);
  });

  it.each([
    'warszawa',
    'nowy-sacz',
    '64b7f3a2c9e1d4f5a6b7c8d', // 23
    '64b7f3a2c9e1d4f5a6b7c8d9e', // 25
    '64b7f3a2c9e1d4f5a6b7c8dg', // g is not hex
    '',
  ])('%j is not', (value) => {
    expect(isOfferId(value)).toBe(false);
  });
});
