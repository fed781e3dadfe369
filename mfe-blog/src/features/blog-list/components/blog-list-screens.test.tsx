import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import { createBlogStore } from '../../../app/store.ts';
import { blogApiDouble, testPostPage, type BlogCall } from '../../../lib/test-fixtures.ts';
import BlogRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

function renderAt(path: string) {
  return { ...renderRoutes(<BlogRoutes store={createBlogStore()} />, path), user: userEvent.setup() };
}

/** The cards' titles in order. */
const cardTitles = () =>
  within(screen.getByRole('region', { name: /^(Najnowsze artykuły|Artykuły)/ }))
    .queryAllByRole('heading', { level: 2 })
    .slice(1)
    .map((heading) => heading.textContent);
const pages = () => within(screen.getByRole('navigation', { name: 'Strony artykułów' }));
/** The pagination bar as text: page numbers, '…' for gaps, ‹ and › for previous and next. */
const bar = () =>
  pages()
    .getAllByRole('listitem')
    .map((item) => {
      const text = item.textContent ?? '';
      if (text.includes('Poprzednia')) return '‹';
      if (text.includes('Następna')) return '›';
      return text.replace('Strona ', '');
    })
    .join(' ');
/** The list calls the screen made, as `path?params`. */
const listCalls = () =>
  mockBaseQuery.mock.calls
    .map(([args]) => String((args as { params?: { path?: string } }).params?.path ?? ''))
    .filter((path) => path.startsWith('rest/blogpost'));
// Generous: a busy two-core machine renders sixteen cards slowly.
const loaded = (title: string) => screen.findByRole('link', { name: title }, { timeout: 5000 });

jest.setTimeout(15_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(blogApiDouble());
});

describe('the blog home', () => {
  it('keeps the categories’ row while they load, silently, so the list below does not jump', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const double = blogApiDouble();
    mockBaseQuery.mockImplementation((args: Parameters<typeof double>[0]) => (args.params?.path === 'rest/blogcategories' ? pending : double(args)));
    renderAt('/blog');
    await loaded('Artykuł numer 1');
    expect(screen.getByTestId('chip-nav-skeleton')).toHaveAttribute('aria-hidden', 'true');
    await act(async () => answer(await double({ url: '/api/blog', params: { path: 'rest/blogcategories' } })));
    expect(await screen.findByRole('navigation', { name: 'Kategorie bloga' })).toBeInTheDocument();
    expect(screen.queryByTestId('chip-nav-skeleton')).not.toBeInTheDocument();
  });

  it('shows 16 posts a page, the categories with “all” current, and its canonical address', async () => {
    renderAt('/blog');
    await loaded('Artykuł numer 1');
    expect(cardTitles()).toHaveLength(16);
    expect(listCalls()).toEqual(['rest/blogpost?page=1&resultsPerPage=16']);
    const categories = within(screen.getByRole('navigation', { name: 'Kategorie bloga' }));
    expect(categories.getByRole('link', { name: 'Wszystkie' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'Koloryzacja' })).toHaveAttribute('href', '/blog/koloryzacja');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog');
  });

  it.each([
    [390, 16],
    [1188, 16],
    [1189, 15],
    [1280, 15],
    [1588, 15],
    [1589, 16],
  ])('at %i px asks for %i posts a page', async (width, size) => {
    const viewport = mockViewport(width);
    renderAt('/blog');
    await loaded('Artykuł numer 1');
    expect(cardTitles()).toHaveLength(size);
    expect(listCalls()).toEqual([`rest/blogpost?page=1&resultsPerPage=${size}`]);
    viewport.restore();
  });

  it('shows placeholder cards of the page size while loading, hidden from screen readers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockBaseQuery.mockImplementation(async (args: { params?: { path?: string } }) =>
      String(args.params?.path).startsWith('rest/blogpost') ? new Promise((resolve) => (answer = resolve)) : blogApiDouble()(args as never),
    );
    const { container } = renderAt('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie artykułów…');
    const placeholders = () => container.querySelectorAll('[role="status"] > [aria-hidden="true"] > *');
    await waitFor(() => expect(placeholders()).toHaveLength(16));
    await act(async () => answer(await blogApiDouble()({ url: '/api/blog', params: { path: 'rest/blogpost?page=1&resultsPerPage=16' } })));
    expect(await loaded('Artykuł numer 1')).toBeInTheDocument();
    expect(placeholders()).toHaveLength(0);
  });

  it('says when the posts cannot be loaded and retries', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ overrides: { 'rest/blogpost': { error: { status: 0, code: 'UNKNOWN_ERROR' } } } }));
    const { user } = renderAt('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać artykułów.');
    mockBaseQuery.mockImplementation(blogApiDouble());
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await loaded('Artykuł numer 1')).toBeInTheDocument();
  });

  it('shows every page when there are 5 or fewer, the current one marked', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts: testPostPage(70) }));
    renderAt('/blog?page=2');
    await loaded('Artykuł numer 17');
    expect(bar()).toBe('‹ 1 2 3 4 5 ›');
    expect(pages().getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages().getByRole('link', { name: 'Strona 1' })).not.toHaveAttribute('aria-current');
    expect(pages().getByRole('link', { name: 'Strona 1' })).toHaveAttribute('href', '/blog');
    expect(pages().getByRole('link', { name: 'Strona 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(pages().getByRole('link', { name: /Poprzednia/ })).toHaveAttribute('href', '/blog');
    expect(pages().getByRole('link', { name: /Następna/ })).toHaveAttribute('href', '/blog?page=3');
  });

  it('from 6 pages shows the first, the last and the current ±1 with gaps', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts: testPostPage(160) }));
    renderAt('/blog?page=5');
    await loaded('Artykuł numer 65');
    expect(bar()).toBe('‹ 1 … 4 5 6 … 10 ›');
    expect(pages().getByRole('link', { name: 'Strona 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no next link on the last page, and no pagination for a single page', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts: testPostPage(20) }));
    const { unmount } = renderAt('/blog?page=2');
    await loaded('Artykuł numer 17');
    expect(bar()).toBe('‹ 1 2');
    unmount();
    mockBaseQuery.mockImplementation(blogApiDouble({ posts: testPostPage(3) }));
    renderAt('/blog');
    await loaded('Artykuł numer 1');
    expect(screen.queryByRole('navigation', { name: 'Strony artykułów' })).toBeNull();
  });

  it.each(['0', '-2', 'abc', '2e1', '999'])('ignores ?page=%s: the first page is shown at the list’s own address', async (page) => {
    const { location } = renderAt(`/blog?page=${page}&utm_source=newsletter`);
    await loaded('Artykuł numer 1');
    expect(location().search).toBe('?utm_source=newsletter');
    expect(pages().getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Blog | Salon');
  });

  it('moves the focus to the list’s heading on another page, which then names it', async () => {
    const { user } = renderAt('/blog');
    await loaded('Artykuł numer 1');
    await user.click(pages().getByRole('link', { name: 'Strona 2' }));
    expect(await loaded('Artykuł numer 17')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: /^Najnowsze artykuły ?, strona 2 z 3$/ });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Blog, strona 2 | Salon');
  });

  it('says so when there are no posts', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts: [] }));
    renderAt('/blog');
    expect(await screen.findByRole('heading', { name: 'Nie ma jeszcze artykułów.' })).toBeInTheDocument();
  });
});

describe('a category', () => {
  const posts = [...testPostPage(20, 1, { id_simpleblog_category: 2, category: 'Koloryzacja', category_rewrite: 'koloryzacja' }), ...testPostPage(5, 100)];

  it('lists its posts by the category’s id, paged, with its own title and address', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts }));
    renderAt('/blog/koloryzacja?page=2');
    await loaded('Artykuł numer 17');
    expect(cardTitles()).toEqual(['Artykuł numer 17', 'Artykuł numer 18', 'Artykuł numer 19', 'Artykuł numer 20']);
    expect(listCalls()).toContain('rest/blogpostbycategory?id_category=2&page=2&resultsPerPage=16');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Koloryzacja');
    expect(document.title).toBe('Koloryzacja – blog, strona 2 | Salon');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog/koloryzacja?page=2');
    const categories = within(screen.getByRole('navigation', { name: 'Kategorie bloga' }));
    expect(categories.getByRole('link', { name: 'Koloryzacja' })).toHaveAttribute('aria-current', 'page');
    expect(pages().getByRole('link', { name: 'Strona 1' })).toHaveAttribute('href', '/blog/koloryzacja');
  });

  it('ignores a page past its end', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ posts }));
    const { location } = renderAt('/blog/koloryzacja?page=3');
    await loaded('Artykuł numer 1');
    expect(location()).toMatchObject({ pathname: '/blog/koloryzacja', search: '' });
  });

  it('goes to the blog home for an unknown category', async () => {
    const { location } = renderAt('/blog/nie-ma-takiej?page=2');
    await waitFor(() => expect(location().pathname).toBe('/blog'));
    expect(location().search).toBe('');
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    mockBaseQuery.mockImplementation(blogApiDouble({ overrides: { 'rest/blogcategories': { error: { status: 0, code: 'UNKNOWN_ERROR' } } } }));
    renderAt('/blog/koloryzacja');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać artykułów.');
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('asks for 15 a page between 1189 and 1588 px', async () => {
    const viewport = mockViewport(1280);
    const calls: BlogCall[] = [];
    mockBaseQuery.mockImplementation(
      blogApiDouble({
        posts,
        overrides: {
          'rest/blogpostbycategory': (call) => {
            calls.push(call);
            return { data: { psdata: [], totalPages: 0, totalPosts: 0 } };
          },
        },
      }),
    );
    renderAt('/blog/koloryzacja');
    expect(await screen.findByRole('heading', { name: 'W tej kategorii nie ma jeszcze artykułów.' })).toBeInTheDocument();
    expect(calls[0]?.params.get('resultsPerPage')).toBe('15');
    viewport.restore();
  });
});
