/** `html` with `tags` at the end of its head; unchanged when it has no `</head>`. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
}
