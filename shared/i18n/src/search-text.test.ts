import { matchesSearch, normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Łódź', 'lodz'],
    ['KRAKÓW', 'krakow'],
    ['ul. Świdnicka 28', 'ul. swidnicka 28'],
    ['Zielona Góra', 'zielona gora'],
    ['Gdańsk Wrzeszcz', 'gdansk wrzeszcz'],
    ['ŻÓŁW', 'zolw'],
    ['Ćma źrebię', 'cma zrebie'],
    ['Straße', 'strasse'],
    ['Øresund', 'oresund'],
    ['Æther Œuvre', 'aether oeuvre'],
    ['Crème brûlée', 'creme brulee'],
    ['  Łódź \t  Piotrkowska\n120 ', 'lodz piotrkowska 120'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (text, normalised) => {
    expect(normalizeSearchText(text)).toBe(normalised);
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normalizeSearchText('Kraków'.normalize('NFD'))).toBe(normalizeSearchText('Kraków'.normalize('NFC')));
  });
});

describe('matchesSearch', () => {
  const swidnicka = ['Wrocław Świdnicka', 'Wrocław', 'ul. Świdnicka 28'] as const;
  const piotrkowska = ['Łódź Piotrkowska', 'Łódź', 'ul. Piotrkowska 85'] as const;

  it('finds without diacritics and case', () => {
    expect(matchesSearch('lodz', ...piotrkowska)).toBe(true);
    expect(matchesSearch('KRAKÓW', 'Kraków Floriańska', 'Kraków', 'ul. Floriańska 30')).toBe(true);
    expect(matchesSearch('wroclaw', ...swidnicka)).toBe(true);
  });

  it('finds when every word occurs, in any field and any order', () => {
    expect(matchesSearch('swidnicka 28', ...swidnicka)).toBe(true);
    expect(matchesSearch('28 wroc', ...swidnicka)).toBe(true);
    expect(matchesSearch('swidnicka 29', ...swidnicka)).toBe(false);
    expect(matchesSearch('lodz swidnicka', ...swidnicka)).toBe(false);
  });

  it('does not match a word across two fields', () => {
    expect(matchesSearch('wrocławul.', ...swidnicka)).toBe(false);
  });

  it('a blank query finds everything', () => {
    expect(matchesSearch('', ...swidnicka)).toBe(true);
    expect(matchesSearch('  \t ', ...swidnicka)).toBe(true);
  });

  it('skips missing fields', () => {
    expect(matchesSearch('gdynia', 'Gdynia Riviera', null, undefined)).toBe(true);
    expect(matchesSearch('riviera', null)).toBe(false);
  });
});
