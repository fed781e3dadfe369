import { screen, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage, setRuntimeConfigForTests, type DeepPartial } from '@salon/platform';
import type { RuntimeConfig } from '@salon/contracts';
import { renderWithUi } from '@salon/ui/testing';
import { act } from 'react';
import { fillLegalDocument, readLegalDocument, type LegalDocument } from '@salon/seo/site/legal/legal-document';
import { LEGAL_TEXTS } from '@salon/seo/site/legal/legal-page';
import { textValuesOf } from '@salon/seo/site/site-text';
import { LegalPage } from './legal-page.tsx';

const KOSMYK: DeepPartial<RuntimeConfig> = {
  brand: 'Kosmyk',
  company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
  contact: { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: 'rekrutacja@kosmyk.pl' },
};

/** The document as the locale file of a language has it (the writer's text, whatever it says today). */
function source(language: 'pl' | 'en' | 'fr', name: 'privacy' | 'terms'): LegalDocument {
  return readLegalDocument(LEGAL_TEXTS[language].legal[name])!;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  setRuntimeConfigForTests(null);
  act(() => setCurrentLanguage('pl'));
});

describe('LegalPage', () => {
  it.each(['privacy', 'terms'] as const)('%s: title, breadcrumbs, a table of contents linking every section, each section under an h2 with its anchor', (name) => {
    setRuntimeConfigForTests(KOSMYK);
    renderWithUi(<LegalPage document={name} />);
    const doc = fillLegalDocument(source('pl', name), textValuesOf({ ...(KOSMYK as RuntimeConfig) }));

    expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: /okruszk|breadcrumb|ścieżk/i });
    expect(within(crumbs).getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/home');

    const toc = screen.getByRole('navigation', { name: 'Spis treści' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(doc.sections.map((s) => [s.heading, `#${s.id}`]));
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id !== `${name}-toc`);
    expect(headings.map((h) => [h.textContent, h.id])).toEqual(doc.sections.map((s) => [s.heading, s.id]));
    for (const section of doc.sections) {
      expect(document.getElementById(section.id)?.tagName).toBe('H2');
    }
    expect(document.title).toBe(`${doc.title} | Kosmyk`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(doc.metaDescription);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('names the configured company and makes the e-mail and phone links', () => {
    setRuntimeConfigForTests(KOSMYK);
    renderWithUi(<LegalPage document="privacy" />);
    const main = document.body;
    expect(main).toHaveTextContent('Kosmyk sp. z o.o.');
    expect(main).toHaveTextContent('ul. Prosta 20, 00-850 Warszawa');
    expect(main).not.toHaveTextContent('{{');
    expect(screen.getAllByRole('link', { name: 'kontakt@kosmyk.pl' })[0]).toHaveAttribute('href', 'mailto:kontakt@kosmyk.pl');
    expect(screen.getAllByRole('link', { name: '+48 22 290 40 40' })[0]).toHaveAttribute('href', 'tel:+48222904040');
  });

  it('reads sensibly without a configured phone: its sentences are left out, the rest stays', () => {
    setRuntimeConfigForTests({ ...KOSMYK, contact: { phone: null, customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: null } });
    renderWithUi(<LegalPage document="privacy" />);
    expect(document.body).not.toHaveTextContent('{{');
    expect(document.body).not.toHaveTextContent('+48');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    // No sentence lost its number and kept a gap ("pod numerem ;").
    expect(document.body).not.toHaveTextContent(/numer(em)?\s*[;.,)]/);
    expect(screen.getAllByRole('link', { name: 'kontakt@kosmyk.pl' }).length).toBeGreaterThan(0);
  });

  it('is in the reader’s language', () => {
    setRuntimeConfigForTests(KOSMYK);
    act(() => setCurrentLanguage('fr'));
    renderWithUi(<LegalPage document="terms" />);
    expect(screen.getByRole('heading', { level: 1, name: source('fr', 'terms').title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
  });
});
