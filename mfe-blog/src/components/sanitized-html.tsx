import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { exactQuery } from '@salon/platform';
import { CONTENT_LANGUAGE } from '../lib/blog-paths.ts';
import { sanitizeArticleHtml } from '../lib/sanitize-html.ts';

export interface SanitizedHtmlProps {
  /** Article HTML from the API; sanitised again here whatever the API did. */
  html: string;
  /** Styles the wrapper (typography of the article). */
  className?: string;
  /** The wrapper element; a `div` by default. */
  as?: 'div' | 'section';
}

/**
 * Renders article HTML after `sanitizeArticleHtml`. A click on a link to a path of this
 * site navigates inside the single-page site (no reload, the session and the remotes
 * stay); links to other sites open in a new tab (set by the sanitiser); a click with a
 * modifier key or the middle button keeps the browser's own behaviour.
 */
export function SanitizedHtml({ html, className, as: Element = 'div' }: SanitizedHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link) || link.target === '_blank') return;
    const href = link.getAttribute('href');
    // A fragment moves within the page: the browser does that best.
    if (!href || href.startsWith('#')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    // The link names its query exactly: the shell must not carry this page's query over.
    navigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { state: exactQuery() });
  };

  // The HTML went through DOMPurify just above: nothing executable is left in it.
  return <Element className={className} lang={CONTENT_LANGUAGE} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
