import { useEffect } from 'react';
import type { Language } from '@salon/contracts/languages';
import { SERVER_HEAD_SELECTOR, documentTitle, serializeJsonLd } from '@salon/contracts/page-head';
import type { OpenGraphType, PageImage } from '@salon/seo/page-head';
import { languageAlternates, languageVersionPath, openGraphLocale } from '@salon/contracts/site-paths';
import { useCurrentLanguage, useRuntimeConfig } from '@salon/platform';
import { useUiHost } from './ui-host.tsx';

/** What a screen tells search engines and the browser tab about itself. */
export interface DocumentMeta {
  /** The screen's own title; the brand is appended (`Title | Brand`). */
  title: string;
  /** `<meta name="description">` and `og:description`; left as they are when not given. */
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
  /** Structured data for search engines (schema.org), one item or several, as `<script type="application/ld+json">`. */
  structuredData?: object | readonly object[];
  /**
   * `<meta property="og:image">`: the picture a link preview shows (social networks,
   * messengers), a path made absolute on the site's origin, or an absolute URL; with
   * its size and text alternative when they are known (@salon/seo's `PageImage`).
   */
  image?: string | PageImage;
  /** `og:type`, as the gateway writes it: `website` when not given. */
  openGraphType?: OpenGraphType;
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
export function useDocumentMeta({ title, description, noindex = false, canonical, structuredData, image, openGraphType = 'website' }: DocumentMeta): void {
  const { brand, defaultLanguage } = useRuntimeConfig();
  const language = useCurrentLanguage();
  const { manageDocument } = useUiHost();
  // A new object each render must not reset the tags: compare by content.
  // One script per item, as the gateway writes them.
  const structuredJson = structuredData === undefined ? undefined : JSON.stringify((Array.isArray(structuredData) ? structuredData : [structuredData]).map((item: unknown) => serializeJsonLd(item)));
  const imageJson = image === undefined ? undefined : JSON.stringify(typeof image === 'string' ? { url: image } : image);
  useEffect(() => {
    // An embedded widget leaves the partner page's title and meta tags alone.
    if (!manageDocument) return undefined;
    document.head.querySelectorAll(SERVER_HEAD_SELECTOR).forEach((tag) => tag.remove());
    const previousTitle = document.title;
    document.title = documentTitle(title, brand);
    const restoreTitle = setMetaContent('property', 'og:title', title);
    const restoreType = setMetaContent('property', 'og:type', openGraphType);
    const restoreDescription = description === undefined ? undefined : setDescription(description);
    const restoreRobots = noindex ? setMetaContent('name', 'robots', 'noindex') : undefined;
    const restoreImage = imageJson === undefined ? undefined : setImage(JSON.parse(imageJson) as Partial<PageImage> & { url: string });
    const restoreCanonical = canonical === undefined ? undefined : setPageAddress(canonical, language, defaultLanguage);
    const removeStructuredData = structuredJson === undefined ? undefined : addStructuredData(structuredJson);
    return () => {
      // Undo in reverse order, so a tag both calls touched ends as it started.
      removeStructuredData?.();
      restoreImage?.();
      restoreCanonical?.();
      restoreRobots?.();
      restoreDescription?.();
      restoreType();
      restoreTitle();
      document.title = previousTitle;
    };
  }, [title, description, noindex, canonical, structuredJson, imageJson, openGraphType, brand, manageDocument, language, defaultLanguage]);
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

/** The description for search results and link previews; returns what undoes it. */
function setDescription(description: string): () => void {
  const restore = [setMetaContent('name', 'description', description), setMetaContent('property', 'og:description', description)];
  return () => restore.reverse().forEach((undo) => undo());
}

/** `og:image` on the site's origin, with its size, alternative and type when known; returns what undoes it. */
function setImage({ url, width, height, alt, type }: Partial<PageImage> & { url: string }): () => void {
  const restore = [setMetaContent('property', 'og:image', new URL(url, window.location.origin).href)];
  if (width !== undefined && height !== undefined) {
    restore.push(setMetaContent('property', 'og:image:width', String(width)), setMetaContent('property', 'og:image:height', String(height)));
  }
  if (alt) restore.push(setMetaContent('property', 'og:image:alt', alt));
  if (type) restore.push(setMetaContent('property', 'og:image:type', type));
  return () => restore.reverse().forEach((undo) => undo());
}

/**
 * Adds a JSON-LD block per item (a JSON array of their texts) and returns what removes
 * them. Each text is escaped (`serializeJsonLd`) so that text in the data (a salon's
 * name) can never close the script element.
 */
function addStructuredData(json: string): () => void {
  const scripts = (JSON.parse(json) as string[]).map((text) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.append(script);
    return script;
  });
  return () => scripts.forEach((script) => script.remove());
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
