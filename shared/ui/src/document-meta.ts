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
}

/**
 * Sets the document title, the meta description and the robots noindex flag for as
 * long as the calling component is mounted, and puts back what was there before on
 * unmount, so a remote never leaves its meta behind when the shell swaps it out.
 * Call it from the screen (leaf) component only: React runs a parent's effects after
 * its children's, so a layout calling it too would overwrite the screen's title.
 */
export function useDocumentMeta({ title, description, noindex = false }: DocumentMeta): void {
  const { brand } = useRuntimeConfig();
  const { manageDocument } = useUiHost();
  useEffect(() => {
    // An embedded widget leaves the partner page's title and meta tags alone.
    if (!manageDocument) return undefined;
    const previousTitle = document.title;
    document.title = brand ? `${title} | ${brand}` : title;
    const restoreDescription = description === undefined ? undefined : setMetaContent('description', description);
    const restoreRobots = noindex ? setMetaContent('robots', 'noindex') : undefined;
    return () => {
      // Undo in reverse order, so a tag both calls touched ends as it started.
      restoreRobots?.();
      restoreDescription?.();
      document.title = previousTitle;
    };
  }, [title, description, noindex, brand, manageDocument]);
}

/** Sets `<meta name={name} content={content}>` and returns what undoes it. */
function setMetaContent(name: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  const created = document.createElement('meta');
  created.setAttribute('name', name);
  created.setAttribute('content', content);
  document.head.append(created);
  return () => created.remove();
}
