import DOMPurify from 'dompurify';

/*
 * The browser's half of the blog's two sanitisers (design: "HTML is sanitised on the way
 * in and again in the browser"). The API stores article HTML through an allow-list
 * (api/src/plugins/app/blog/sanitize.ts); this one keeps the same list, so an article
 * renders the same whichever side had the last word, and a change to stored content,
 * a compromised API or a bug there still cannot put a script on the page.
 */

/** The structure an article needs, as the API allows it: headings below the page's h1, paragraphs, lists, emphasis, links, quotes, breaks, pictures, plain tables. */
export const ARTICLE_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

/** The attributes each tag keeps; any other (style, on…, class, id) goes. */
const TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  // A header cell says whether it heads a column or a row (screen readers announce it with each cell).
  th: ['scope'],
};

/** Pictures come only from the site's image route, as on the API. */
const IMAGE_PREFIX = '/api/images/';
/** Link targets kept: the web, e-mail, and paths or fragments of this site. */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

/**
 * A DOMPurify of our own: its hooks (per-tag attributes, link targets) must not change
 * how any other code on the page that uses DOMPurify sanitises.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function articlePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = TAG_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    const value = data.attrValue.trim();
    if (data.attrName === 'href' && !ALLOWED_URI.test(value)) data.keepAttr = false;
    if (data.attrName === 'src' && !(value.startsWith(IMAGE_PREFIX) && !value.includes('..') && !value.includes('\\'))) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      // A picture without an allowed source is nothing to show.
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && isExternalHref(href)) {
        // Another site opens in a new tab and gets no handle on this page, nor its address.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Whether a link leaves the site: an absolute URL (or `//host`) of another origin. */
export function isExternalHref(href: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Article HTML (the lead or the main content) with only the allowed tags, attributes
 * and URLs: scripts, styles, frames, event handlers and `javascript:` links never
 * survive; links to other sites get `target="_blank"` and `rel="noopener noreferrer"`;
 * pictures load lazily. The words inside a dropped tag stay.
 */
export function sanitizeArticleHtml(html: string): string {
  return articlePurifier().sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(TAG_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // DOMPurify checks every attribute it does not know as URI-safe against the URI
    // pattern above; `scope="col"` is a keyword, not a URL.
    ADD_URI_SAFE_ATTR: ['scope'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
