import { titleFromSlug } from './title-from-slug.ts';

describe('titleFromSlug', () => {
  it.each([
    ['nowy-sacz', 'Nowy Sacz'],
    ['warszawa', 'Warszawa'],
    ['bielsko--biala-', 'Bielsko Biala'],
    ['łódź', 'Łódź'],
    ['', ''],
  ])('%j reads as %j', (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });
});
