import { groszeOf, priceOf, zlotyText } from './money.ts';

describe('shop money', () => {
  it('turns grosze into złoty for display and back from what was typed', () => {
    expect(priceOf(4999)).toEqual({ value: 49.99, currency: 'PLN' });
    expect(zlotyText(4999)).toBe('49.99');
    expect(zlotyText(5000)).toBe('50');
    expect(groszeOf('49,99')).toBe(4999);
    expect(groszeOf(' 50 ')).toBe(5000);
    expect(groszeOf('0.1')).toBe(10);
  });

  it('has no amount for blank, negative or non-numeric text', () => {
    expect(groszeOf('')).toBeNull();
    expect(groszeOf('-5')).toBeNull();
    expect(groszeOf('abc')).toBeNull();
    expect(groszeOf('1e3')).toBeNull();
  });
});
