import { POSTCODE_PATTERN, normalizePostcode } from './postcode.ts';

describe('normalizePostcode', () => {
  it.each([
    ['00-950', '00-950'],
    ['00950', '00-950'],
    [' 31 042 ', '31-042'],
    ['31\u2013042', '31-042'],
  ])('writes %j as %j', (typed, written) => {
    expect(normalizePostcode(typed)).toBe(written);
    expect(written).toMatch(POSTCODE_PATTERN);
  });

  it.each(['', '0-950', '00-9500', '00-95a', 'AB-123', '00--950x'])('refuses %j', (typed) => {
    expect(normalizePostcode(typed)).toBeNull();
  });
});
