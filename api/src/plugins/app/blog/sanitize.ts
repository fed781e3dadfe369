import sanitizeHtml from 'sanitize-html';

/*
 * The allow-list every HTML string of the blog passes before it is stored (decision
 * 0020): articles come from files written by people, and the site renders them as HTML,
 * so what reaches the database is only the structure an article needs. The browser
 * sanitises once more (DOMPurify) before rendering; neither side trusts the other.
 */

/** Where an article's pictures may come from: the image route of the photo library. */
export const ARTICLE_IMAGE_PREFIX = '/api/images/';

const EXTERNAL_LINK = /^(https?:\/\/|mailto:)/i;
/** A path of this site: one slash, not two, and no backslash (browsers read `/\` as `//`). */
const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;
const FRAGMENT = /^#[^\s\\]*$/;

/** Whether a link may stay: http, https, mailto, or a path or fragment of this site. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  return EXTERNAL_LINK.test(value) || SITE_PATH.test(value) || FRAGMENT.test(value);
}

/** Whether a picture may stay: only the image route, never a traversal out of it. */
export function isAllowedImageSource(src: string): boolean {
  return src.startsWith(ARTICLE_IMAGE_PREFIX) && !src.includes('..') && !src.includes('\\') && !/\s/.test(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  // Tables too, bare (no attributes): a price list or a comparison in an article is one,
  // and without its tags its cells would run together into one line.
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title'],
  transformTags: {
    // The page's title is the h1; a heading of the body is at most an h2, at least an h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    // A link off the site leaks neither the reader's page nor a handle on it.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const external = /^https?:\/\//i.test(href);
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, href, rel: 'noopener noreferrer' } : { ...rest, href } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isAllowedImageSource(frame.attribs.src ?? '');
    // A link without an allowed target keeps its words and loses the tag.
    if (frame.tag === 'a') return isAllowedHref(frame.attribs.href ?? '') ? false : 'excludeTag';
    return false;
  },
};

/** The HTML of an article or a lead with only the allowed tags, attributes and URLs. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
