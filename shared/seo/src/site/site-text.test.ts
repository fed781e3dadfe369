import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { contactParts, fillHeading, fillText, fillTexts, placeholdersOf, textValuesOf, textWithContactsHtml, type TextValues } from './site-text.ts';

const KOSMYK: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: 'Kosmyk',
  company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
  contact: { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: 'rekrutacja@kosmyk.pl' },
};

describe('textValuesOf', () => {
  it('takes the company and contacts of the configuration', () => {
    expect(textValuesOf(KOSMYK)).toEqual({
      brand: 'Kosmyk',
      companyName: 'Kosmyk sp. z o.o.',
      companyAddress: 'ul. Prosta 20, 00-850 Warszawa',
      nip: '5253000123',
      krs: '0000814327',
      customerServiceEmail: 'kontakt@kosmyk.pl',
      phone: '+48 22 290 40 40',
    });
  });

  it('names the brand as the company when none is configured, and has nothing for the rest', () => {
    expect(textValuesOf(DEFAULT_RUNTIME_CONFIG)).toEqual({
      brand: 'Salon',
      companyName: 'Salon',
      companyAddress: null,
      nip: null,
      krs: null,
      customerServiceEmail: null,
      phone: null,
    });
  });
});

describe('fillText', () => {
  const all = textValuesOf(KOSMYK);
  const noPhone: TextValues = { ...all, phone: null };

  it('fills every placeholder', () => {
    expect(fillText('Administratorem jest {{companyName}}, {{ companyAddress }}, NIP {{nip}}.', all)).toBe(
      'Administratorem jest Kosmyk sp. z o.o., ul. Prosta 20, 00-850 Warszawa, NIP 5253000123.',
    );
  });

  it('leaves out the sentence naming a value that is not configured, and keeps the others', () => {
    const text = 'Napisz na adres {{customerServiceEmail}}. Zadzwoń pod numer {{phone}}. Odpowiemy w ciągu miesiąca.';
    expect(fillText(text, noPhone)).toBe('Napisz na adres kontakt@kosmyk.pl. Odpowiemy w ciągu miesiąca.');
    expect(fillText('telefonicznie – pod numerem {{phone}};', noPhone)).toBeNull();
  });

  it('does not break a sentence at an abbreviation', () => {
    const text = 'Na podstawie art. 6 ust. 1 lit. b RODO, np. przy rezerwacji, pod numerem {{phone}}. Reszta zostaje.';
    expect(fillText(text, noPhone)).toBe('Reszta zostaje.');
  });

  it('treats an unknown placeholder as missing: a typo never shows braces', () => {
    expect(fillText('Pisz na {{email}}. Dziękujemy.', all)).toBe('Dziękujemy.');
    expect(placeholdersOf('{{brand}} i {{ nip }}')).toEqual(['brand', 'nip']);
  });

  it('drops the texts left with nothing', () => {
    expect(fillTexts(['{{phone}}', 'Bez wartości.', 'Marka {{brand}}.'], noPhone)).toEqual(['Bez wartości.', 'Marka Kosmyk.']);
  });
});

describe('contactParts', () => {
  it('makes the configured e-mail and phone links', () => {
    const values = textValuesOf(KOSMYK);
    expect(contactParts('Pisz: kontakt@kosmyk.pl lub dzwoń: +48 22 290 40 40.', values)).toEqual([
      { text: 'Pisz: ' },
      { text: 'kontakt@kosmyk.pl', href: 'mailto:kontakt@kosmyk.pl' },
      { text: ' lub dzwoń: ' },
      { text: '+48 22 290 40 40', href: 'tel:+48222904040' },
      { text: '.' },
    ]);
  });

  it('leaves a text without contacts whole', () => {
    expect(contactParts('Nic tu nie ma.', textValuesOf(DEFAULT_RUNTIME_CONFIG))).toEqual([{ text: 'Nic tu nie ma.' }]);
  });
});

describe('fillHeading', () => {
  it('drops a value that is not configured instead of the whole heading', () => {
    expect(fillHeading('Regulamin {{brand}}', textValuesOf(KOSMYK))).toBe('Regulamin Kosmyk');
    expect(fillHeading('Regulamin {{nip}}', textValuesOf(DEFAULT_RUNTIME_CONFIG))).toBe('Regulamin');
  });
});

describe('textWithContactsHtml', () => {
  it('links the contacts as the screen does, and escapes the rest', () => {
    expect(textWithContactsHtml('Pisz <b>"tu"</b>: kontakt@kosmyk.pl & dzwoń.', textValuesOf(KOSMYK)).value).toBe(
      'Pisz &lt;b&gt;&quot;tu&quot;&lt;/b&gt;: <a href="mailto:kontakt@kosmyk.pl">kontakt@kosmyk.pl</a> &amp; dzwoń.',
    );
  });
});
