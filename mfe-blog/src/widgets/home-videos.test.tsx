import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import { CARD_ROW_IMAGE_SIZES } from '@salon/ui/home-widgets';
import { resetBlogReadsForTests } from '../api/blog-read.ts';
import HomeVideosModule from './home-videos.tsx';
import { calledPath, failure, pending, TEST_VIDEOS, type BlogCall } from './test-fixtures.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const answerVideos = (videos = TEST_VIDEOS) =>
  mockBaseQuery.mockImplementation(async (args: BlogCall) =>
    calledPath(args) === 'rest/getytlinks' ? { data: { psdata: videos } } : failure,
  );

const renderVideos = () => renderWithUi(<HomeVideosModule />, { route: '/home' });
const players = () => document.querySelectorAll('iframe, video');

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  resetBlogReadsForTests();
});

it('shows the skeleton of its row while the videos load', () => {
  mockBaseQuery.mockImplementation(pending);
  renderVideos();
  expect(screen.getByRole('status', { name: 'Ładowanie…' })).toBeInTheDocument();
  expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ params: { path: 'rest/getytlinks' } }));
});

it('lists each video as its thumbnail and title in a labelled row, with no player and nothing of YouTube before a click', async () => {
  answerVideos();
  renderVideos();
  const row = await screen.findByRole('region', { name: 'Filmy z naszych salonów' });
  expect(row).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('heading', { level: 2, name: 'Filmy z naszych salonów' })).toBeInTheDocument();
  const items = within(row).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Fale na lokówce krok po kroku' })).toBeInTheDocument();
  expect(within(items[0]!).getByRole('button', { name: 'Odtwórz film: Fale na lokówce krok po kroku' })).toBeInTheDocument();
  expect(items[0]!.querySelector('source')).toHaveAttribute('sizes', CARD_ROW_IMAGE_SIZES);
  expect(players()).toHaveLength(0);
  expect(document.body.innerHTML).not.toContain('youtube');
});

it('creates the YouTube player (youtube-nocookie, autoplay) in place of the thumbnail on click', async () => {
  answerVideos();
  renderVideos();
  await userEvent.click(await screen.findByRole('button', { name: 'Odtwórz film: Fale na lokówce krok po kroku' }));
  const frame = screen.getByTitle('Film: Fale na lokówce krok po kroku');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  expect(screen.queryByRole('button', { name: 'Odtwórz film: Fale na lokówce krok po kroku' })).toBeNull();
  // The other video is still a thumbnail.
  expect(players()).toHaveLength(1);
});

it("plays the site's own clip in a <video controls autoplay> on click", async () => {
  answerVideos();
  renderVideos();
  await userEvent.click(await screen.findByRole('button', { name: 'Odtwórz film: Strzyżenie brody w salonie' }));
  const video = document.querySelector('video');
  expect(video).toHaveAttribute('src', '/api/media/videos/strzyzenie-brody.webm');
  expect(video).toHaveAttribute('controls');
  expect(video?.autoplay).toBe(true);
});

it('leaves out a video whose link cannot play here', async () => {
  answerVideos([...TEST_VIDEOS, { id: 'x', title: 'Film z nieznanego serwisu', link: 'ftp://example.com/x.webm', image: '/api/images/salons/interior-04/5_3.webp' }]);
  renderVideos();
  await screen.findByRole('region', { name: 'Filmy z naszych salonów' });
  expect(screen.queryByText('Film z nieznanego serwisu')).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it.each([
  ['the call fails', () => mockBaseQuery.mockResolvedValue(failure)],
  ['there is no video', () => answerVideos([])],
])('draws nothing when %s', async (_case, arrange) => {
  arrange();
  const { container } = renderVideos();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(container).toBeEmptyDOMElement();
});
