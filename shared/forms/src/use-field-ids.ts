import { useId } from 'react';

/** Ids tying a control to its label, hint and error, unique even with two forms on a page. */
export function useFieldIds(name: string) {
  const base = `${useId()}${name.replace(/[^\w-]/g, '-')}`;
  return { input: `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
}

/** The `aria-describedby` value for the parts that are shown, or undefined when none is. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length > 0 ? shown.join(' ') : undefined;
}
