import { useEffect } from 'react';
import { useRuntimeConfig } from '@salon/platform';
import { useUiHost } from './ui-host.tsx';

/** What a screen tells search engines and the browser tab about itself. */
export interface DocumentMeta {
  /** The screen's own title; the brand is appended (`Title | Brand`). */
  title: string;
  /** `<meta name="description">`; left as it is when not given. */
  description?: string;
  /** Adds `<meta name="robots" content="noindex">` (booking steps other than the first, private pages). */
  noindex?: boolean;
  /**
   * `<link rel="canonical">`: the page's one address for search engines, a path
   * (`/salony/krakow`) made absolute on the site's origin, or an absolute URL.
   */
  canonical?: string;
  /** Structured data for search engines (schema.org), as `<script type="application/ld+json">`. */
  structuredData?: object;
  /**
   * `<meta property="og:image">`: the picture a link preview shows (social networks,
   * messengers), a path made absolute on the site's origin, or an absolute URL.
   */
  image?: string;
}

/**
 * Sets the document title, the meta description and the robots noindex flag for as
 * long as the calling component is mounted, and puts back what was there before on
 * unmount, so a remote never leaves its meta behind when the shell swaps it out.
 * Call it from the screen (leaf) component only: React runs a parent's effects after
 * its children's, so a layout calling it too would overwrite the screen's title.
 */
export function useDocumentMeta({ title, description, noindex = false, canonical, structuredData, image }: DocumentMeta): void {
  const { brand } = useRuntimeConfig();
  const { manageDocument } = useUiHost();
  // A new object each render must not reset the tags: compare by content.
  const structuredJson = structuredData === undefined ? undefined : JSON.stringify(structuredData);
  useEffect(() => {
    // An embedded widget leaves the partner page's title and meta tags alone.
    if (!manageDocument) return undefined;
    const previousTitle = document.title;
    document.title = brand ? `${title} | ${brand}` : title;
    const restoreDescription = description === undefined ? undefined : setMetaContent('name', 'description', description);
    const restoreRobots = noindex ? setMetaContent('name', 'robots', 'noindex') : undefined;
    const restoreImage = image === undefined ? undefined : setMetaContent('property', 'og:image', new URL(image, window.location.origin).href);
    const restoreCanonical = canonical === undefined ? undefined : setCanonical(new URL(canonical, window.location.origin).href);
    const removeStructuredData = structuredJson === undefined ? undefined : addStructuredData(structuredJson);
    return () => {
      // Undo in reverse order, so a tag both calls touched ends as it started.
      removeStructuredData?.();
      restoreImage?.();
      restoreCanonical?.();
      restoreRobots?.();
      restoreDescription?.();
      document.title = previousTitle;
    };
  }, [title, description, noindex, canonical, structuredJson, image, brand, manageDocument]);
}

/** Points `<link rel="canonical">` at `href` and returns what undoes it. */
function setCanonical(href: string): () => void {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (existing) {
    const previous = existing.getAttribute('href');
    existing.setAttribute('href', href);
    return () => {
      if (previous === null) existing.removeAttribute('href');
      else existing.setAttribute('href', previous);
    };
  }
  const created = document.createElement('link');
  created.setAttribute('rel', 'canonical');
  created.setAttribute('href', href);
  document.head.append(created);
  return () => created.remove();
}

/**
 * Adds a JSON-LD block and returns what removes it. `<` is escaped so that text in the
 * data (a salon's name) can never close the script element.
 */
function addStructuredData(json: string): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = json.replace(/</g, '\\u003c');
  document.head.append(script);
  return () => script.remove();
}

/**
 * Sets `<meta name={key} content={content}>` (or `property={key}`, the Open Graph
 * attribute) and returns what undoes it.
 */
function setMetaContent(attribute: 'name' | 'property', key: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.setAttribute('content', content);
  document.head.append(created);
  return () => created.remove();
}
