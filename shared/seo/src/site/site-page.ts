import type { PageImage } from '../page-head.ts';

/**
 * The site's mark: a square PNG the shell's build copies to the root of the site
 * (shell/public/logo.png, drawn from logo.svg), so its address never changes with a
 * build. It carries no name (the brand is runtime configuration). Google's Organization
 * logo wants at least 112×112; link previews show it where a page has no picture of its
 * own.
 */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512, type: 'image/png' } as const;

/** The logo as a page's `og:image`, its text alternative naming the brand. */
export function siteLogoImage(alt: string): PageImage {
  return { url: SITE_LOGO.path, width: SITE_LOGO.width, height: SITE_LOGO.height, type: SITE_LOGO.type, alt };
}
