import { ACCEPTED_PHONES, REFUSED_PHONES } from './phone-examples.ts';
import { isAcceptedPhone, normalizePhone } from './phone.ts';

describe('the phone rule', () => {
  it.each(ACCEPTED_PHONES)('takes $input ($why) as $stored', ({ input, stored }) => {
    expect(normalizePhone(input)).toBe(stored);
    expect(isAcceptedPhone(input)).toBe(true);
  });

  it.each(REFUSED_PHONES)('refuses $input ($why)', ({ input }) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isAcceptedPhone(input)).toBe(false);
  });

  it('ignores the spaces around a number', () => {
    expect(normalizePhone('  600 100 200 ')).toBe('+48600100200');
  });

  it('refuses what holds no number', () => {
    for (const input of ['', '   ', '+', 'abc']) expect(normalizePhone(input)).toBeNull();
  });
});
