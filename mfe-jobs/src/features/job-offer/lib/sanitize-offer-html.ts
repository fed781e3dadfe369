import DOMPurify from 'dompurify';

/*
 * The browser's half of the offers' two sanitisers: the API stores an offer's HTML
 * through an allow-list, and the page cleans it again here (same idea as the blog's
 * article sanitiser), so a bug or a compromised API still cannot put a script on the
 * page. An offer needs less than an article: text structure and links, no pictures.
 */

/** What an offer's description may hold: headings below the page's h1, paragraphs, lists, emphasis, links and breaks. */
export const OFFER_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br'] as const;

/** Link targets kept: the web, e-mail, phone, and paths or fragments of this site. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** A DOMPurify of our own: its hook must not change how other code on the page sanitises. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function offerPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternalHref(href)) {
      // Another site opens in a new tab and gets no handle on this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Whether a link leaves the site: an absolute http(s) URL of another origin. */
function isExternalHref(href: string): boolean {
  try {
    const url = new URL(href, window.location.origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * An offer's description with only the allowed tags and `href` on links: scripts,
 * styles, frames, pictures, event handlers and `javascript:` links never survive; the
 * words inside a dropped tag stay.
 */
export function sanitizeOfferHtml(html: string): string {
  return offerPurifier().sanitize(html, {
    ALLOWED_TAGS: [...OFFER_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

