import { metaDescription } from './meta-description.ts';

describe('metaDescription', () => {
  it('puts a short text on one line', () => {
    expect(metaDescription('  Szampon do włosów.\n\nStosuj   na mokre włosy. ')).toBe('Szampon do włosów. Stosuj na mokre włosy.');
  });

  it('cuts a long text at a word, within 160 characters, with an ellipsis', () => {
    const text = `${'słowo '.repeat(40)}koniec`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/słowo…$/);
  });

  it('cuts a text without spaces where it must', () => {
    expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });
});
