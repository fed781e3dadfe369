import { groszeOf, zlotyText } from './money.ts';

describe('shop money', () => {
  it('reads złoty typed or kept in the URL back as grosze', () => {
    expect(groszeOf(zlotyText(4999))).toBe(4999);
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
