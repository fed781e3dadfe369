import type { TFunction } from 'i18next';
import type { Language } from '@salon/contracts/languages';
import { LEGAL_PAGE_PATHS } from '@salon/contracts/runtime-config';
import { formatDate } from '@salon/i18n/format';
import { pageBreadcrumbs } from '../../breadcrumbs.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { SeoPageContext } from '../../page-context.ts';
import type { PageHead } from '../../page-head.ts';
import { siteLogoImage } from '../site-page.ts';
import { textValuesOf, textWithContactsHtml } from '../site-text.ts';
import { fillLegalDocument, readLegalDocument, type LegalDocument, type LegalDocumentName } from './legal-document.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** Each document's texts by language, as the locale files hold them. */
export const LEGAL_TEXTS: Readonly<Record<Language, { legal: Record<LegalDocumentName, unknown> }>> = { pl, en, fr };

/** Each document's page. */
export const LEGAL_DOCUMENT_PATHS: Readonly<Record<LegalDocumentName, string>> = { privacy: LEGAL_PAGE_PATHS.privacyPolicy, terms: LEGAL_PAGE_PATHS.terms };

/**
 * The document in `language`, filled from the configuration (its company and contacts);
 * null when its text cannot be read (the screen then says so and is not indexed).
 */
export function legalDocument(name: LegalDocumentName, { language, config }: Pick<SeoPageContext, 'language' | 'config'>): LegalDocument | null {
  const read = readLegalDocument(LEGAL_TEXTS[language].legal[name]);
  return read && fillLegalDocument(read, textValuesOf(config));
}

/**
 * The line saying since when the text applies: an ISO date is written out in the page's
 * language ("Obowiązuje od 1 listopada 2026"); any other text is the whole line as written.
 */
export function effectiveLine(value: string, language: Language, t: TFunction): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return t('legalPage.effectiveDate', { date: formatDate(value, 'd MMMM yyyy', language) || value });
}

/** The privacy policy's or the terms' head: the document's title and description, the logo, Home › the document. */
export function legalPageHead(name: LegalDocumentName, doc: LegalDocument, input: SeoPageContext): PageHead {
  const { t, config } = input;
  return {
    title: doc.title,
    description: doc.metaDescription,
    image: siteLogoImage(t('site.logoAlt', { brand: config.brand })),
    structuredData: [pageBreadcrumbs(input, LEGAL_DOCUMENT_PATHS[name], [{ name: doc.title }])],
  };
}

/**
 * The whole document for crawlers that run no JavaScript: title, since when it applies,
 * the intro, then each section under its heading, with its configured e-mail and phone
 * as links (as the screen shows them).
 */
export function legalFacts(doc: LegalDocument, { t, language, config }: SeoPageContext): SafeHtml {
  const values = textValuesOf(config);
  const text = (value: string) => textWithContactsHtml(value, values);
  return html`<h1>${doc.title}</h1><p>${effectiveLine(doc.effectiveDate, language, t)}</p>${doc.intro.map((paragraph) => html`<p>${text(paragraph)}</p>`)}${doc.sections.map(
    (section) =>
      html`<h2>${section.heading}</h2>${section.paragraphs.map((paragraph) => html`<p>${text(paragraph)}</p>`)}${section.items && html`<ul>${section.items.map((item) => html`<li>${text(item)}</li>`)}</ul>`}`,
  )}`;
}
