import type { BlogBanner, BlogVideo } from '@salon/contracts/blog-api';

/*
 * Home-widget data for component tests, shaped as GET /api/blog answers it, and a
 * stand-in for the API behind the mocked base query. Test-only: no widget imports this.
 */

export const TEST_BANNERS: BlogBanner[] = [
  {
    id: 1,
    url: '/salony',
    image: '/api/images/salons/interior-07/17_6.webp',
    image_mobile: '/api/images/salons/interior-07/5_3.webp',
    title: 'Nowy salon w Krakowie już otwarty',
  },
  {
    id: 2,
    url: '/blog/koloryzacja',
    image: '/api/images/salons/panorama-02/17_6.webp',
    image_mobile: '/api/images/salons/panorama-02/5_3.webp',
    title: 'Jesienne koloryzacje – zobacz trendy',
  },
  {
    id: 3,
    url: 'https://www.instagram.com/kosmyk',
    image: '/api/images/salons/interior-03/17_6.webp',
    image_mobile: '/api/images/salons/interior-03/5_3.webp',
    title: 'Metamorfozy na Instagramie',
  },
];

export const TEST_VIDEOS: BlogVideo[] = [
  { id: 'dQw4w9WgXcQ', title: 'Fale na lokówce krok po kroku', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', image: '/api/images/salons/interior-01/5_3.webp' },
  { id: 'strzyzenie-brody', title: 'Strzyżenie brody w salonie', link: '/api/media/videos/strzyzenie-brody.webm', image: '/api/images/salons/interior-02/5_3.webp' },
];

/** What the mocked base query receives: `{ url: '/api/blog', params: { path } }`. */
export interface BlogCall {
  url: string;
  params?: { path?: string };
}

/** The content path of a call, without its parameters: `rest/blogpost`. */
export const calledPath = (args: BlogCall) => (args.params?.path ?? '').split('?')[0];

/** A promise that never settles: the widget stays loading. */
export const pending = () => new Promise<never>(() => undefined);

/** The API's answer to a failing call. */
export const failure = { error: { status: 500, code: 'UNKNOWN_ERROR' } };
