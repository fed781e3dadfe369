import { embedLanguage, initialEntry, isInsideFlow, siteUrl } from './embed-paths.ts';

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('initialEntry', () => {
  it('turns the attributes into the booking root query', () => {
    expect(initialEntry(attributes({ 'salon-id': 'M12', 'service-id': 's1', city: 'krakow' }))).toBe(
      '/rezerwacja?salonId=M12&serviceId=s1&city=krakow',
    );
  });

  it('leaves out empty attributes and starts at the root without any', () => {
    expect(initialEntry(attributes({ 'salon-id': '  ', city: 'warszawa' }))).toBe('/rezerwacja?city=warszawa');
    expect(initialEntry(attributes({}))).toBe('/rezerwacja');
  });

  it('encodes values', () => {
    expect(initialEntry(attributes({ 'salon-id': 'a&b=c' }))).toBe('/rezerwacja?salonId=a%26b%3Dc');
  });
});

describe('embedLanguage', () => {
  it('accepts the site languages in any case and nothing else', () => {
    expect(embedLanguage('en')).toBe('en');
    expect(embedLanguage(' FR ')).toBe('fr');
    expect(embedLanguage('de')).toBeNull();
    expect(embedLanguage(null)).toBeNull();
  });
});

describe('isInsideFlow', () => {
  it('keeps the booking flow, the edit flow and the visit details inside the widget', () => {
    for (const path of ['/rezerwacja', '/rezerwacja/termin', '/rezerwacja/edytuj/potwierdz', '/wizyty', '/wizyty/v1']) {
      expect(isInsideFlow(path)).toBe(true);
    }
  });

  it('sends the rest of the site out', () => {
    for (const path of ['/', '/salony/krakow', '/profil', '/rezerwacjax', '/wizytyy/1']) expect(isInsideFlow(path)).toBe(false);
  });
});

describe('siteUrl', () => {
  it('resolves a site path against the site origin', () => {
    expect(siteUrl('https://salon.example', '/salony/krakow?x=1')).toBe('https://salon.example/salony/krakow?x=1');
    expect(siteUrl('https://salon.example/', '/')).toBe('https://salon.example/');
  });
});
