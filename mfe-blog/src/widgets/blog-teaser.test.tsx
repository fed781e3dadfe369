import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import { resetBlogReadsForTests } from '../api/blog-read.ts';
import { testPostPage } from '../lib/test-fixtures.ts';
import BlogTeaserModule from './blog-teaser.tsx';
import { calledPath, failure, pending, type BlogCall } from './test-fixtures.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const answerPosts = () =>
  mockBaseQuery.mockImplementation(async (args: BlogCall) =>
    calledPath(args) === 'rest/blogpost' ? { data: { psdata: testPostPage(12), totalPages: 4, totalPosts: 45 } } : failure,
  );

const renderTeaser = () => renderWithUi(<BlogTeaserModule />, { route: '/home' });

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  resetBlogReadsForTests();
});

it('asks for the 12 newest posts and shows the skeleton of 12 cards meanwhile', () => {
  mockBaseQuery.mockImplementation(pending);
  renderTeaser();
  expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/blog', params: { path: 'rest/blogpost?resultsPerPage=12' } }));
  const skeleton = screen.getByRole('status', { name: 'Ładowanie…' });
  // The header row, then the grid of 12 card placeholders, then the link row.
  expect(skeleton.children).toHaveLength(3);
  expect(skeleton.children[1]!.children).toHaveLength(12);
});

it('shows the 12 posts as cards linking to their articles, and a link to the blog', async () => {
  answerPosts();
  renderTeaser();
  const section = await screen.findByRole('region', { name: 'Z naszego bloga' });
  const cards = within(section).getAllByRole('article');
  expect(cards).toHaveLength(12);
  const title = within(cards[0]!).getByRole('heading', { level: 3, name: 'Artykuł numer 1' });
  expect(within(title).getByRole('link')).toHaveAttribute('href', '/blog/pielegnacja-wlosow/artykul-1');
  expect(within(section).getByRole('link', { name: 'Zobacz wszystkie artykuły' })).toHaveAttribute('href', '/blog');
});

it('offers a retry of its own when the call fails, and shows the posts once it works', async () => {
  mockBaseQuery.mockResolvedValue(failure);
  renderTeaser();
  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać artykułów.');
  expect(screen.queryByRole('article')).toBeNull();
  answerPosts();
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('draws nothing when the blog has no post', async () => {
  mockBaseQuery.mockResolvedValue({ data: { psdata: [], totalPages: 0, totalPosts: 0 } });
  const { container } = renderTeaser();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(container).toBeEmptyDOMElement();
});
