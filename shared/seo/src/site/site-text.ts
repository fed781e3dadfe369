import { companyAddress, phoneHref, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { html, type SafeHtml } from '../html.ts';

/*
 * The long texts of the shell's static pages (about us, privacy policy, terms) are data:
 * JSON in three languages (about/locales, legal/locales), which the shell's screens and
 * the gateway's HTML both show, that may name the chain's company and contacts through
 * {{placeholders}} filled from the runtime configuration. A sentence
 * needs every value it names, so a sentence naming a value that is not configured is
 * left out whole (and a paragraph or list item left with no sentence at all), never
 * shown with a gap ("write to us at ."). Keeping each contact channel in a sentence or
 * list item of its own therefore keeps the others when one is missing.
 */

/** What the texts may name; anything else in {{ }} is a mistake in the text (the locale test catches it). */
export const TEXT_VARIABLES = ['brand', 'companyName', 'companyAddress', 'nip', 'krs', 'customerServiceEmail', 'phone'] as const;
export type TextVariable = (typeof TEXT_VARIABLES)[number];

/** The value of each variable, null when the configuration has none. */
export type TextValues = Record<TextVariable, string | null>;

/**
 * The values from the runtime configuration. Without a configured company the texts
 * name the brand as the company, which still reads as a sentence; its address and
 * registry numbers are then missing, and what names them is left out.
 */
export function textValuesOf(config: RuntimeConfig): TextValues {
  const { company, contact } = config;
  return {
    brand: config.brand,
    companyName: company?.name ?? config.brand,
    companyAddress: company ? companyAddress(company) : null,
    nip: company?.nip ?? null,
    krs: company?.krs ?? null,
    customerServiceEmail: contact.customerServiceEmail,
    phone: contact.phone,
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The names of the {{placeholders}} in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function isVariable(name: string): name is TextVariable {
  return (TEXT_VARIABLES as readonly string[]).includes(name);
}

/**
 * Where one sentence ends and the next begins: after . ! ? or ; and a space, before a
 * capital letter or an opening quote. Abbreviations inside a sentence ("np. przy",
 * "art. 6 ust. 1") are followed by a lower-case letter or a digit, so they do not split.
 */
const SENTENCE_BREAK = /(?<=[.!?;])\s+(?=[\p{Lu}„"«])/u;

function fillSentence(sentence: string, values: TextValues): string | null {
  if (placeholdersOf(sentence).some((name) => !isVariable(name) || values[name] === null)) return null;
  return sentence.replace(PLACEHOLDER, (_match, name: TextVariable) => values[name]!);
}

/**
 * The text with its placeholders filled; a sentence naming a value that is not
 * configured (or an unknown name) is left out. Null when no sentence is left.
 */
export function fillText(text: string, values: TextValues): string | null {
  const sentences = text
    .split(SENTENCE_BREAK)
    .map((sentence) => fillSentence(sentence, values))
    .filter((sentence): sentence is string => sentence !== null);
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** A title or heading names the brand or the company at most; a missing value then just drops out. */
export function fillHeading(text: string, values: TextValues): string {
  return fillText(text, values) ?? text.replace(/\s*\{\{\s*[A-Za-z]+\s*\}\}/g, '').trim();
}

/** Each text filled; the ones left with nothing are dropped. */
export function fillTexts(texts: readonly string[], values: TextValues): string[] {
  return texts.map((text) => fillText(text, values)).filter((text): text is string => text !== null);
}

/** A piece of filled text: plain, or a contact that becomes a mailto:/tel: link. */
export type TextPart = { text: string; href?: string };

/**
 * Splits a filled text around the configured e-mail and phone, so they can be links:
 * a reader of the privacy policy writes to the address by tapping it.
 */
export function contactParts(text: string, values: TextValues): TextPart[] {
  const contacts = [
    values.customerServiceEmail && { text: values.customerServiceEmail, href: `mailto:${values.customerServiceEmail}` },
    values.phone && { text: values.phone, href: phoneHref(values.phone) },
  ].filter((contact): contact is { text: string; href: string } => Boolean(contact));
  if (contacts.length === 0) return [{ text }];
  const hrefOf = new Map(contacts.map((contact) => [contact.text, contact.href]));
  const escaped = contacts.map((contact) => contact.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(${escaped.join('|')})`))
    .filter((piece) => piece !== '')
    .map((piece) => {
      const href = hrefOf.get(piece);
      return href ? { text: piece, href } : { text: piece };
    });
}

/** A filled text as markup for crawlers: its configured e-mail and phone are links, as on the screen. */
export function textWithContactsHtml(text: string, values: TextValues): SafeHtml {
  return html`${contactParts(text, values).map((part) => (part.href ? html`<a href="${part.href}">${part.text}</a>` : part.text))}`;
}
