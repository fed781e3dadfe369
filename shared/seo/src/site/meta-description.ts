/** What search engines show of a page's description. */
const META_DESCRIPTION_LENGTH = 160;

/** A description's first 160 characters on one line, cut at a word with an ellipsis when longer. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
