/*
 * What plain text of the blog (a comment, a title, a name in a content file) may hold:
 * line breaks and tabs, but no other control character — PostgreSQL refuses NUL, and
 * the rest has no business in copy — and no half of a surrogate pair, which is no
 * character at all.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNFIT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds only characters a reader can see, line breaks and tabs. */
export const isPlainText = (text: string): boolean => !UNFIT.test(text);
