import { colonIn, FRENCH_SPACE, frenchSpacingFaults } from './french-typography.ts';

const S = FRENCH_SPACE;

describe('frenchSpacingFaults', () => {
  it('accepts a no-break space before : ; ! ? » and after «', () => {
    expect(frenchSpacingFaults(`Réservez ici${S}: vite${S}; bravo${S}! Vraiment${S}?`)).toEqual([]);
    expect(frenchSpacingFaults(`le poste «${S}Coiffeur${S}»`)).toEqual([]);
  });

  it('finds a plain space, a narrow no-break space, no space and two spaces', () => {
    expect(frenchSpacingFaults('Réservez ici :')).toEqual(['a plain space before ":" in "Réservez ici :"']);
    expect(frenchSpacingFaults('Bienvenue\u202f!')).toEqual(['a narrow no-break space before "!" in "Bienvenue\u202f!"']);
    expect(frenchSpacingFaults('Un autre créneau?')).toEqual(['no space before "?" in "Un autre créneau?"']);
    expect(frenchSpacingFaults(`Adresse ${S}: rue`)).toEqual([`two spaces before ":" in "Adresse ${S}: rue"`]);
    expect(frenchSpacingFaults(`le poste « Coiffeur${S}»`)).toEqual(['a plain space after "«" in "le poste « Coiffe"']);
    expect(frenchSpacingFaults(`le poste «${S}Coiffeur»`)).toEqual([`no space before "»" in "le poste «${S}Coiffeur»"`]);
    expect(frenchSpacingFaults('a ; b ; c')).toHaveLength(2);
  });

  it('reads values, tags and entities as the page shows them', () => {
    expect(frenchSpacingFaults(`Bonjour {{name}}${S}!`)).toEqual([]);
    expect(frenchSpacingFaults('Bonjour {{name}}!')).toEqual(['no space before "!" in "Bonjour x!"']);
    expect(frenchSpacingFaults(`<b>Adresse</b>${S}: rue`)).toEqual([]);
    expect(frenchSpacingFaults('<b>Adresse</b>: rue')).toHaveLength(1);
    expect(frenchSpacingFaults('Adresse&nbsp;: rue')).toEqual([]);
    expect(frenchSpacingFaults('Tom &amp; Jerry')).toEqual([]);
  });

  it('leaves alone marks that are not punctuation', () => {
    expect(frenchSpacingFaults('de 10:00 à 18:30, {{hours}}:{{minutes}}')).toEqual([]);
    expect(frenchSpacingFaults(`Voir https://salon.example/wizyty/1?t=abc et mailto:kontakt@salon.example${S}!`)).toEqual([]);
    expect(frenchSpacingFaults('?')).toEqual([]);
    expect(frenchSpacingFaults(`Quoi${S}?!`)).toEqual([]);
  });

  it('asks an SMS for a plain space, the only one its alphabet has', () => {
    expect(frenchSpacingFaults('Rendez-vous confirme : demain', { space: ' ' })).toEqual([]);
    expect(frenchSpacingFaults('Rendez-vous confirme: demain', { space: ' ' })).toEqual(['no space before ":" in "Rendez-vous confirme: demain"']);
    expect(frenchSpacingFaults(`Rendez-vous confirme${S}: demain`, { space: ' ' })).toHaveLength(1);
  });

  it('sets the colon after a label as each language does', () => {
    expect(`Prix${colonIn('fr')} 120 zł`).toBe(`Prix${S}: 120 zł`);
    expect(frenchSpacingFaults(`Prix${colonIn('fr')} 120 zł`)).toEqual([]);
    expect(`Price${colonIn('en')} 120 zł`).toBe('Price: 120 zł');
    expect(`Cena${colonIn('pl')} 120 zł`).toBe('Cena: 120 zł');
  });
});
