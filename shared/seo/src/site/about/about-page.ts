import type { Language } from '@salon/contracts/languages';
import { ABOUT_PATH } from '@salon/contracts/site-paths';
import { pageBreadcrumbs } from '../../breadcrumbs.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { SeoPageContext } from '../../page-context.ts';
import type { PageHead } from '../../page-head.ts';
import { siteLogoImage } from '../site-page.ts';
import { fillHeading, fillText, fillTexts, textValuesOf, textWithContactsHtml } from '../site-text.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The about-us copy as its locale files hold it (`about` in ./locales/{pl,en,fr}.json). */
export interface AboutCopy {
  title: string;
  metaDescription: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The about-us texts by language, as the locale files hold them. */
export const ABOUT_TEXTS: Readonly<Record<Language, { about: unknown }>> = { pl, en, fr };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The copy when `value` has the expected shape, else null (the locale test keeps a broken file out). */
export function readAboutCopy(value: unknown): AboutCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const copy = value as Partial<AboutCopy>;
  const valid =
    isText(copy.title) &&
    isText(copy.metaDescription) &&
    isText(copy.lead) &&
    Array.isArray(copy.sections) &&
    copy.sections.every(
      (section) => isText(section?.heading) && Array.isArray(section.paragraphs) && section.paragraphs.every(isText),
    );
  return valid ? (copy as AboutCopy) : null;
}

/** The about-us page's text filled from the configuration. */
export interface AboutText {
  title: string;
  description: string;
  /** Null when it names only values that are not configured. */
  lead: string | null;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * The about-us text in `language`, filled from the configuration like the legal pages
 * (site-text.ts); null when its file cannot be read (the screen then says so and is not
 * indexed).
 */
export function aboutText({ language, config }: Pick<SeoPageContext, 'language' | 'config'>): AboutText | null {
  const copy = readAboutCopy(ABOUT_TEXTS[language].about);
  if (!copy) return null;
  const values = textValuesOf(config);
  const title = fillHeading(copy.title, values);
  const lead = fillText(copy.lead, values);
  return {
    title,
    description: fillText(copy.metaDescription, values) ?? lead ?? title,
    lead,
    sections: copy.sections.map((section) => ({ heading: fillHeading(section.heading, values), paragraphs: fillTexts(section.paragraphs, values) })),
  };
}

/** About us (`/o-nas`): its title and description, the logo, Home › About us. */
export function aboutPageHead(about: AboutText, input: SeoPageContext): PageHead {
  const { t, config } = input;
  return {
    title: about.title,
    description: about.description,
    image: siteLogoImage(t('site.logoAlt', { brand: config.brand })),
    structuredData: [pageBreadcrumbs(input, ABOUT_PATH, [{ name: about.title }])],
  };
}

/** The chain's story for crawlers that run no JavaScript: title, lead, each section under its heading. */
export function aboutFacts(about: AboutText, { config }: Pick<SeoPageContext, 'config'>): SafeHtml {
  const values = textValuesOf(config);
  return html`<h1>${about.title}</h1>${about.lead && html`<p>${textWithContactsHtml(about.lead, values)}</p>`}${about.sections.map(
    (section) => html`<h2>${section.heading}</h2>${section.paragraphs.map((paragraph) => html`<p>${textWithContactsHtml(paragraph, values)}</p>`)}`,
  )}`;
}
