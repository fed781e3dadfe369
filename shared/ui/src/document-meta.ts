import { useEffect } from 'react';
import type { Language } from '@salon/contracts/languages';
import { SERVER_HEAD_SELECTOR } from '@salon/contracts/page-head';
import { languageAlternates, languageVersionPath, openGraphLocale } from '@salon/contracts/site-paths';
import { useCurrentLanguage, useRuntimeConfig } from '@salon/platform';
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
   * (`/salony/krakow`) made absolute on the site's origin, or an absolute URL; in the
   * page's language (`?lang=en` unless it is the site's default), with the alternates
   * of its three language versions, `og:url` and `og:locale` (decision 0034).
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
 *
 * The first call takes out the tags the gateway wrote for the page the visit started
 * on (`data-head="server"`): from then on this is the one thing that keeps the head.
 */
export function useDocumentMeta({ title, description, noindex = false, canonical, structuredData, image }: DocumentMeta): void {
  const { brand, defaultLanguage } = useRuntimeConfig();
  const language = useCurrentLanguage();
  const { manageDocument } = useUiHost();
  // A new object each render must not reset the tags: compare by content.
  const structuredJson = structuredData === undefined ? undefined : JSON.stringify(structuredData);
  useEffect(() => {
    // An embedded widget leaves the partner page's title and meta tags alone.
    if (!manageDocument) return undefined;
    document.head.querySelectorAll(SERVER_HEAD_SELECTOR).forEach((tag) => tag.remove());
    const previousTitle = document.title;
    document.title = brand ? `${title} | ${brand}` : title;
    const restoreDescription = description === undefined ? undefined : setMetaContent('name', 'description', description);
    const restoreRobots = noindex ? setMetaContent('name', 'robots', 'noindex') : undefined;
    const restoreImage = image === undefined ? undefined : setMetaContent('property', 'og:image', new URL(image, window.location.origin).href);
    const restoreCanonical = canonical === undefined ? undefined : setPageAddress(canonical, language, defaultLanguage);
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
  }, [title, description, noindex, canonical, structuredJson, image, brand, manageDocument, language, defaultLanguage]);
}

/**
 * The page's address in its language: the canonical link, `og:url`, `og:locale` and
 * the alternates of its language versions. Returns what undoes all of it.
 */
function setPageAddress(canonical: string, language: Language, defaultLanguage: Language): () => void {
  const { origin } = window.location;
  const page = new URL(canonical, origin);
  const href = `${page.origin}${languageVersionPath(`${page.pathname}${page.search}`, language, defaultLanguage)}`;
  const restore = [setCanonical(href), setMetaContent('property', 'og:url', href), setMetaContent('property', 'og:locale', openGraphLocale(language))];
  const alternates = languageAlternates(`${page.pathname}${page.search}`, defaultLanguage).map(({ hreflang, path }) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('hreflang', hreflang);
    link.setAttribute('href', `${page.origin}${path}`);
    document.head.append(link);
    return link;
  });
  return () => {
    alternates.forEach((link) => link.remove());
    restore.reverse().forEach((undo) => undo());
  };
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
