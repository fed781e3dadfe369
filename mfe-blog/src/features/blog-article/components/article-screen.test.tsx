import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage, setRuntimeConfigForTests } from '@salon/platform';
import { mockViewport, renderRoutes, structuredDataItems } from '@salon/ui/testing';
import { createBlogStore } from '../../../app/store.ts';
import { blogApiDouble, testPost, testPostPage, type BlogApiOptions, type BlogCall } from '../../../lib/test-fixtures.ts';
import BlogRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const ARTICLE_PATH = '/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy';
const article = testPost({
  content: [
    '<h2>Jaką masz skórę głowy?</h2>',
    '<p>Prosty test<script>window.hacked = true</script> przez <strong>dwa dni</strong>.</p>',
    '<img src="/api/images/salons/interior-03/5_3.webp" alt="Myjnia" onerror="window.hacked = true">',
    '<p><a href="javascript:window.hacked = true">Kliknij</a> albo <a href="https://www.example.org/porady">porady</a> lub <a href="/blog/koloryzacja">koloryzacja</a>.</p>',
  ].join(''),
});
/** Same category: suggestions come from here. */
const neighbours = testPostPage(6, 50);

/** The article's comments: none (the comments have their own tests). */
const noComments = { 'GET /api/blog/posts/7/comments': () => ({ data: { data: [], page: 1, totalPages: 0, totalComments: 0 } }) };

function renderArticle(path = ARTICLE_PATH, options: BlogApiOptions = {}) {
  mockBaseQuery.mockImplementation(blogApiDouble({ posts: neighbours, articles: { [article.link_rewrite]: article }, routes: noComments, ...options }));
  return { ...renderRoutes(<BlogRoutes store={createBlogStore()} />, path), user: userEvent.setup() };
}
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Jak dobrać szampon do skóry głowy' });
const content = () => screen.getByText(/Prosty test/).closest('div') as HTMLElement;
const suggested = () => screen.queryByRole('region', { name: 'Przeczytaj też' });
const calls = (path: string): BlogCall[] =>
  mockBaseQuery.mock.calls
    .map(([args]) => String((args as { params?: { path?: string } }).params?.path ?? ''))
    .filter((value) => value.startsWith(`${path}?`) || value === path)
    .map((value) => ({ path, params: new URLSearchParams(value.split('?')[1] ?? '') }));

jest.setTimeout(15_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  document.head.innerHTML = '';
  setRuntimeConfigForTests({ brand: 'Kosmyk' });
});
afterAll(() => setRuntimeConfigForTests(null));

describe('an article', () => {
  it('shows breadcrumbs, the category link, date, author, lead and content', async () => {
    renderArticle();
    await loaded();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Strona główna', 'Blog', 'Pielęgnacja włosów', 'Jak dobrać szampon do skóry głowy']);
    expect(screen.getByRole('link', { name: 'Kategoria: Pielęgnacja włosów' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
    const meta = within(screen.getByRole('link', { name: 'Kategoria: Pielęgnacja włosów' }).closest('p') as HTMLElement);
    expect(meta.getByText('18 lutego 2025')).toHaveAttribute('datetime', '2025-02-18T09:30:00');
    expect(meta.getByText('Magdalena Wróbel')).toHaveTextContent('Autor: Magdalena Wróbel');
    // The lead, in the article itself: a suggested article of the same fixture may carry the same lead.
    expect(within(content().parentElement as HTMLElement).getByText(/Szampon wybieramy do/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jaką masz skórę głowy?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/rezerwacja');
    expect(calls('rest/blogpostbylinkrewrite')[0]?.params.get('link_rewrite')).toBe('jak-dobrac-szampon-do-skory-glowy');
  });

  it('renders the HTML sanitised: no script, no onerror, no javascript: link; other sites in a new tab', async () => {
    renderArticle();
    await loaded();
    const html = content();
    expect(html.querySelector('script')).toBeNull();
    expect(html.innerHTML).not.toContain('hacked');
    expect(html.querySelector('img')).toHaveAttribute('alt', 'Myjnia');
    expect(within(html).getByText('Kliknij')).not.toHaveAttribute('href');
    expect(within(html).getByRole('link', { name: 'porady' })).toHaveAttribute('target', '_blank');
    expect(within(html).getByRole('link', { name: 'porady' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('follows a link to a page of the site inside the app', async () => {
    const { location, user } = renderArticle();
    await loaded();
    await user.click(within(content()).getByRole('link', { name: 'koloryzacja' }));
    await waitFor(() => expect(location().pathname).toBe('/blog/koloryzacja'));
  });

  it('sets the head @salon/seo builds, as the gateway serves it: title, description, canonical URL, og:image, Article and breadcrumbs', async () => {
    renderArticle('/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy?utm_source=x');
    await loaded();
    await waitFor(() => expect(document.title).toBe('Jak dobrać szampon do skóry głowy | Kosmyk'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Szampon wybieramy do skóry głowy, a nie do długości włosów.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${ARTICLE_PATH}`);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/images/salons/interior-07/5_3.webp?w=1280');
    expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1280');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const [article, breadcrumbs] = structuredDataItems();
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Jak dobrać szampon do skóry głowy',
      datePublished: '2025-02-18T09:30:00+01:00',
      dateModified: '2025-03-01T12:00:00+01:00',
      author: { '@type': 'Person', name: 'Magdalena Wróbel' },
      image: ['http://localhost/api/images/salons/interior-07/5_3.webp?w=1280'],
      publisher: { '@type': 'Organization', name: 'Kosmyk' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Strona główna' }, { name: 'Blog' }, { name: 'Pielęgnacja włosów' }, { name: 'Jak dobrać szampon do skóry głowy' }] });
  });

  it.each([
    ['missing (404)', { error: { status: 404, code: 'NOT_FOUND' } }],
    ['a network failure', { error: { status: 0, code: 'UNKNOWN_ERROR' } }],
    ['a bad parameter (400)', { error: { status: 400, code: 'INVALID_VALUE', field: 'link_rewrite' } }],
  ])('goes to the blog home, replacing the address, when the article is %s', async (_, answer) => {
    const { location } = renderArticle(ARTICLE_PATH, { overrides: { 'rest/blogpostbylinkrewrite': answer } });
    await waitFor(() => expect(location().pathname).toBe('/blog'));
    expect(location().search).toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
  });

  it('moves an article reached under another category to its own address', async () => {
    const { location } = renderArticle('/blog/barber/jak-dobrac-szampon-do-skory-glowy');
    await waitFor(() => expect(location().pathname).toBe(ARTICLE_PATH));
    expect(await loaded()).toBeInTheDocument();
  });

  it.each([
    [390, 4],
    [1188, 4],
    [1189, 3],
    [1280, 3],
    [1588, 3],
    [1589, 4],
  ])('at %i px suggests %i articles of its category, itself left out', async (width, count) => {
    const viewport = mockViewport(width);
    renderArticle();
    await loaded();
    await waitFor(() => expect(suggested()).not.toBeNull());
    expect(within(suggested() as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(count);
    const call = calls('rest/blogsuggestedpost')[0];
    expect(call?.params.get('id_category')).toBe('1');
    expect(call?.params.get('numberOfResults')).toBe(String(count));
    expect(call?.params.get('exclude')).toBe('jak-dobrac-szampon-do-skory-glowy');
    viewport.restore();
  });

  it('shows nothing for suggestions that fail, and the article stays', async () => {
    renderArticle(ARTICLE_PATH, { overrides: { 'rest/blogsuggestedpost': { error: { status: 0, code: 'UNKNOWN_ERROR' } } } });
    await loaded();
    await waitFor(() => expect(calls('rest/blogsuggestedpost')).toHaveLength(1));
    await act(async () => undefined);
    expect(suggested()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies the link and says so in a live region', async () => {
    const { user } = renderArticle();
    await loaded();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost${ARTICLE_PATH}`);
    const share = within(screen.getByRole('region', { name: 'Udostępnij' }));
    expect(share.getByRole('status')).toHaveTextContent('Link skopiowany do schowka.');
    expect(share.getByRole('button', { name: 'Skopiowano' })).toHaveFocus();
    expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost${ARTICLE_PATH}`)}`,
    );
    const pinterest = new URL(share.getByRole('link', { name: /Pinterest/ }).getAttribute('href') ?? '');
    expect(`${pinterest.origin}${pinterest.pathname}`).toBe('https://pinterest.com/pin/create/button/');
    expect(Object.fromEntries(pinterest.searchParams)).toEqual({
      url: `http://localhost${ARTICLE_PATH}`,
      media: 'http://localhost/api/images/salons/interior-07/5_3.webp',
      description: 'Szampon wybieramy do skóry głowy, a nie do długości włosów.',
    });
    expect(share.getByRole('link', { name: /Pinterest/ })).toHaveAttribute('target', '_blank');
    // No Web Share API in jsdom: no share-sheet button.
    expect(share.queryByRole('button', { name: 'Udostępnij…' })).toBeNull();
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderArticle();
    await loaded();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się skopiować linku.');
    expect(screen.getByRole('button', { name: 'Kopiuj link' })).toBeInTheDocument();
  });

  it('plays the article’s video only after a click', async () => {
    const withVideo = { ...article, video_code: 'balayage' };
    const { user } = renderArticle(ARTICLE_PATH, {
      articles: { [article.link_rewrite]: withVideo },
      overrides: {
        'rest/getytlinks': {
          data: { psdata: [{ id: 'balayage', title: 'Balayage krok po kroku', link: '/api/media/videos/balayage.webm', image: '/api/images/salons/interior-02/5_3.webp' }] },
        },
      },
    });
    await loaded();
    const play = await screen.findByRole('button', { name: 'Odtwórz film: Balayage krok po kroku' });
    expect(document.querySelector('video, iframe')).toBeNull();
    await user.click(play);
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/media/videos/balayage.webm');
    expect(video).toHaveFocus();
  });

  it('marks its Polish text as Polish and, on the English site, says the article is in Polish', async () => {
    renderArticle();
    await loaded();
    expect(screen.queryByText('Ten artykuł jest dostępny tylko po polsku.')).toBeNull();
    expect(content()).toHaveAttribute('lang', 'pl');
    act(() => setCurrentLanguage('en'));
    try {
      expect(await screen.findByText('This article is available in Polish only.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).querySelector('[lang="pl"]')).toHaveTextContent('Jak dobrać szampon do skóry głowy');
    } finally {
      act(() => setCurrentLanguage('pl'));
    }
  });
});
