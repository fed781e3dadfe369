/** How a video of rest/getytlinks plays: a YouTube video by its id, or a clip the site hosts. */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * What a video's `link` points at: a YouTube watch, short, embed or youtu.be URL gives
 * the video's id; a path of this site (the clips under `/api/media/videos/`) or an https
 * URL of a file plays in a `<video>`. Anything else (another scheme, a YouTube page
 * without a video) is null: nothing is shown rather than a broken player.
 */
export function videoSource(link: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(link, 'https://site.invalid');
  } catch {
    return null;
  }
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const parts = url.pathname.split('/').filter(Boolean);
    const id = url.hostname === 'youtu.be' ? parts[0] : url.searchParams.get('v') ?? (['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : undefined);
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (url.hostname === 'site.invalid') return link.startsWith('/') && !link.startsWith('//') ? { kind: 'file', url: link } : null;
  // Only a URL that says https itself: `//host` would take whatever scheme the page has.
  return /^https:\/\//i.test(link) ? { kind: 'file', url: url.href } : null;
}

/**
 * The privacy-enhanced YouTube player of a video, playing at once (it is created by the
 * visitor's click): no YouTube cookie is set before the visitor plays.
 */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
