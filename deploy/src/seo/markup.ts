/**
 * Text for HTML or XML, in an element or a quoted attribute: the five characters either
 * gives a meaning escaped, as numeric references both read the same way.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
