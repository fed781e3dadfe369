import { LANGUAGES } from '@salon/contracts/languages';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { createSeoTranslator } from '../../translator.ts';
import { TEXT_VARIABLES, placeholdersOf, textValuesOf } from '../site-text.ts';
import { LEGAL_DOCUMENTS, fillLegalDocument, readLegalDocument, type LegalDocument } from './legal-document.ts';
import { LEGAL_TEXTS, effectiveLine, legalDocument, legalFacts, legalPageHead } from './legal-page.ts';
import { testPageContext } from '../../test-support.ts';

const KOSMYK: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: 'Kosmyk',
  company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
  contact: { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: 'rekrutacja@kosmyk.pl' },
};
const translate = createSeoTranslator();

/** Every string of a nested dictionary. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];

describe('the legal texts', () => {
  it('hold both documents, whole, in every language, naming only values the configuration gives', () => {
    for (const language of LANGUAGES) {
      for (const name of LEGAL_DOCUMENTS) {
        expect([language, name, readLegalDocument(LEGAL_TEXTS[language].legal[name])]).toEqual([language, name, expect.objectContaining({ title: expect.any(String) })]);
      }
      const unknown = strings(LEGAL_TEXTS[language].legal)
        .flatMap(placeholdersOf)
        .filter((name) => !(TEXT_VARIABLES as readonly string[]).includes(name));
      expect(unknown).toEqual([]);
    }
  });

  it('give the sections the same anchors in every language, so a shared link lands on the same section', () => {
    for (const name of LEGAL_DOCUMENTS) {
      const ids = (language: (typeof LANGUAGES)[number]) => readLegalDocument(LEGAL_TEXTS[language].legal[name])!.sections.map((section) => section.id);
      expect(ids('en')).toEqual(ids('pl'));
      expect(ids('fr')).toEqual(ids('pl'));
    }
  });
});

describe('fillLegalDocument', () => {
  const doc: LegalDocument = {
    title: 'Polityka prywatności {{brand}}',
    metaDescription: 'Jak {{brand}} chroni dane.',
    effectiveDate: '2026-11-01',
    intro: ['Dokument dotyczy serwisu {{brand}}.'],
    sections: [
      { id: 'administrator', heading: '1. Administrator', paragraphs: ['Administratorem jest {{companyName}}, {{companyAddress}}, KRS {{krs}}.'] },
      { id: 'kontakt', heading: '2. Kontakt', paragraphs: ['Skontaktuj się z nami:'], items: ['e-mail: {{customerServiceEmail}};', 'telefon: {{phone}}.'] },
    ],
  };

  it('fills every text from the configuration', () => {
    const filled = fillLegalDocument(doc, textValuesOf(KOSMYK));
    expect(filled.title).toBe('Polityka prywatności Kosmyk');
    expect(filled.sections[0]!.paragraphs).toEqual(['Administratorem jest Kosmyk sp. z o.o., ul. Prosta 20, 00-850 Warszawa, KRS 0000814327.']);
    expect(filled.sections[1]!.items).toEqual(['e-mail: kontakt@kosmyk.pl;', 'telefon: +48 22 290 40 40.']);
  });

  it('without a company or contacts leaves out what names them, and a section left with nothing', () => {
    const bare = textValuesOf({ ...KOSMYK, company: null, contact: { phone: null, customerServiceEmail: null, recruitmentEmail: null } });
    const filled = fillLegalDocument(doc, bare);
    expect(filled.sections.map((section) => section.id)).toEqual(['kontakt']);
    expect(filled.sections[0]).toEqual({ id: 'kontakt', heading: '2. Kontakt', paragraphs: ['Skontaktuj się z nami:'] });
    expect(filled.intro).toEqual(['Dokument dotyczy serwisu Kosmyk.']);
  });

  it('refuses a document of the wrong shape', () => {
    expect(readLegalDocument(doc)).toEqual(doc);
    expect(readLegalDocument({ ...doc, sections: [] })).toBeNull();
    expect(readLegalDocument({ ...doc, sections: [{ ...doc.sections[0], id: 'Nie Anchor' }] })).toBeNull();
    expect(readLegalDocument({ ...doc, sections: [doc.sections[0], doc.sections[0]] })).toBeNull();
    expect(readLegalDocument('legal.privacy')).toBeNull();
  });
});

describe('effectiveLine', () => {
  it('writes an ISO date out in the language, and keeps any other line as written', () => {
    expect(effectiveLine('2026-11-01', 'pl', translate('pl'))).toBe('Obowiązuje od 1 listopada 2026');
    expect(effectiveLine('2026-11-01', 'en', translate('en'))).toBe('In force from 1 November 2026');
    expect(effectiveLine('Obowiązuje od zawsze', 'pl', translate('pl'))).toBe('Obowiązuje od zawsze');
  });
});

describe('the legal pages', () => {
  const input = testPageContext('pl', KOSMYK);

  it('have the document’s title and description, the logo, Home › the document', () => {
    const doc = legalDocument('terms', input)!;
    expect(legalPageHead('terms', doc, input)).toMatchObject({
      title: doc.title,
      description: doc.metaDescription,
      image: { url: '/logo.png', alt: 'Logo Kosmyk' },
      structuredData: [{ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Strona główna' }, { name: doc.title, item: 'https://www.example.pl/regulamin' }] }],
    });
  });

  it('give crawlers every section, lists as lists, and text of the configuration as text', () => {
    const hostile = { ...input, config: { ...KOSMYK, company: { ...KOSMYK.company!, name: `</p><script>alert(1)</script> & "Ola"` } } };
    const doc = legalDocument('privacy', hostile)!;
    const facts = legalFacts(doc, hostile).value;
    expect(facts.match(/<h2>/g)).toHaveLength(doc.sections.length);
    expect(facts.match(/<ul>/g)).toHaveLength(doc.sections.filter((section) => section.items).length);
    expect(facts).toContain('&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ola&quot;');
    expect(facts).not.toMatch(/<\/?script/);
  });
});
