import { fillHeading, fillTexts, type TextValues } from '../site-text.ts';

/*
 * The privacy policy and the terms of service, as their locale files hold them
 * (`legal.privacy`, `legal.terms` in ./locales/{pl,en,fr}.json): the shell's screens and
 * the gateway's HTML show the same text.
 */

export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalSection {
  /** The section's anchor (`/polityka-prywatnosci#prawa`): lower-case letters, digits and dashes. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs (the rights of a data subject, what a booking needs). */
  items?: string[];
}

export interface LegalDocument {
  title: string;
  metaDescription: string;
  /** Since when the text applies: an ISO date (2026-01-15) written out in the reader's language, or the whole line as written. */
  effectiveDate: string;
  intro: string[];
  sections: LegalSection[];
}

const SECTION_ID = /^[a-z0-9][a-z0-9-]*$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function isSection(value: unknown): value is LegalSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Partial<LegalSection>;
  return (
    isText(section.id) &&
    SECTION_ID.test(section.id) &&
    isText(section.heading) &&
    isTexts(section.paragraphs) &&
    (section.items === undefined || isTexts(section.items))
  );
}

/**
 * The document when `value` has the expected shape, else null (a broken locale file
 * shows an error on the page instead of crashing the shell; the locale test stops one
 * from being merged).
 */
export function readLegalDocument(value: unknown): LegalDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const doc = value as Partial<LegalDocument>;
  const valid =
    isText(doc.title) &&
    isText(doc.metaDescription) &&
    isText(doc.effectiveDate) &&
    isTexts(doc.intro) &&
    Array.isArray(doc.sections) &&
    doc.sections.length > 0 &&
    doc.sections.every(isSection) &&
    new Set(doc.sections.map((section) => section.id)).size === doc.sections.length;
  return valid ? (doc as LegalDocument) : null;
}

/**
 * The document filled from the configuration: a paragraph or item naming a value that is
 * not configured is left out (see site-text.ts), and a section left with nothing is dropped.
 */
export function fillLegalDocument(doc: LegalDocument, values: TextValues): LegalDocument {
  const sections = doc.sections
    .map((section) => {
      const items = section.items ? fillTexts(section.items, values) : [];
      return {
        id: section.id,
        heading: fillHeading(section.heading, values),
        paragraphs: fillTexts(section.paragraphs, values),
        ...(items.length > 0 ? { items } : {}),
      };
    })
    .filter((section) => section.paragraphs.length > 0 || section.items);
  return {
    title: fillHeading(doc.title, values),
    metaDescription: fillHeading(doc.metaDescription, values),
    effectiveDate: doc.effectiveDate,
    intro: fillTexts(doc.intro, values),
    sections,
  };
}
