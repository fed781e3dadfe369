import { useEffect, useState } from 'react';
import { blogPathQuery, type BlogAnswer, type BlogBanner } from '@salon/contracts/blog-api';
import { apiFetch } from '@salon/platform';
import { addBannerImagePreloads } from '@salon/ui/home-widgets';

let bannersCall: Promise<BlogBanner[] | null> | undefined;

/**
 * The home page's banners, asked once per page load, in parallel with the blog remote's
 * code: the same public call as the remote's own, whose answer the browser may keep a
 * minute (`cache-control: max-age=60`). Null when the call fails: the banners are the
 * remote's business, this only gets the first picture on screen sooner.
 */
export function loadHomeBanners(): Promise<BlogBanner[] | null> {
  bannersCall ??= apiFetch<BlogAnswer<BlogBanner[]>>('/api/blog', { query: { path: blogPathQuery('rest/jldbanner') }, auth: false })
    .then((answer) => answer.psdata)
    .catch(() => null);
  return bannersCall;
}

/** For tests: forget the page's banner call. */
export function resetHomeBannersForTests(): void {
  bannersCall = undefined;
}

/**
 * The banners for the home page's slot, once the shell has them, with the first one's
 * picture preloaded meanwhile: the page's largest image (its LCP) starts downloading as
 * soon as its URL is known, instead of after the blog remote's code has loaded, run and
 * asked for the banners itself. The links name the very URLs the banner's `<picture>`
 * picks (`@salon/ui/home-widgets`), which the shell's placeholder then draws at once.
 */
export function useHomeBanners(): BlogBanner[] | undefined {
  const [banners, setBanners] = useState<BlogBanner[]>();
  useEffect(() => {
    let mounted = true;
    let removePreloads: (() => void) | undefined;
    void loadHomeBanners().then((answer) => {
      if (!mounted || !answer) return;
      if (answer[0]) removePreloads = addBannerImagePreloads(answer[0]);
      setBanners(answer);
    });
    return () => {
      mounted = false;
      removePreloads?.();
    };
  }, []);
  return banners;
}
