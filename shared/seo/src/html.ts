/*
 * HTML written as text on the server (the main facts of a page for crawlers that run no
 * JavaScript, decision 0034). Every interpolated value is escaped unless it is already
 * `SafeHtml`: markup built by `html` or HTML an allow-list has cleaned (`trustedHtml`).
 */

import { escapeHtml } from '@salon/contracts/html';

export { escapeHtml };

/** Markup that may go into a page as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}


/** HTML that was cleaned by an allow-list (sanitize-html on the API and the gateway); never the API's raw text. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function interpolate(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
}

/**
 * A template of markup: `html\`<h1>${salon.name}</h1>\`` escapes the name; `SafeHtml`
 * values and arrays of them go in as they are; null, undefined and false write nothing,
 * so `${phone && html\`…\`}` leaves out what a page does not have.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += interpolate(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}
