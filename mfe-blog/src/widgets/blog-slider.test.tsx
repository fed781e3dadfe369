import { act, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { mockViewport, renderWithUi } from '@salon/ui/testing';
import { resetBlogReadsForTests } from '../api/blog-read.ts';
import { testPostPage } from '../lib/test-fixtures.ts';
import BlogSliderModule from './blog-slider.tsx';
import { calledPath, failure, pending, type BlogCall } from './test-fixtures.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const answerPromoted = () =>
  mockBaseQuery.mockImplementation(async (args: BlogCall) =>
    calledPath(args) === 'rest/blogpromotedpost' ? { data: { psdata: testPostPage(5, 20) } } : failure,
  );

const renderSlider = () => renderWithUi(<BlogSliderModule />, { route: '/home' });
const slider = () => screen.queryByRole('region', { name: 'Polecane artykuły' });

let viewport: ReturnType<typeof mockViewport>;
beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  resetBlogReadsForTests();
});
afterEach(() => viewport.restore());

it('on a phone, shows the promoted posts as a labelled row of cards that the keyboard can scroll', async () => {
  viewport = mockViewport(390);
  answerPromoted();
  renderSlider();
  expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ params: { path: 'rest/blogpromotedpost?numberOfResults=12' } }));
  await waitFor(() => expect(slider()).not.toBeNull());
  expect(slider()).toHaveAttribute('tabindex', '0');
  const cards = within(slider()!).getAllByRole('article');
  expect(cards).toHaveLength(5);
  expect(within(cards[0]!).getByRole('link', { name: 'Artykuł numer 20' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow/artykul-20');
});

it('shows its skeleton while the posts load, below 789 px', () => {
  viewport = mockViewport(788);
  mockBaseQuery.mockImplementation(pending);
  renderSlider();
  expect(screen.getByRole('status', { name: 'Ładowanie…' })).toBeInTheDocument();
});

it('is hidden and asks nothing from 789 px on, and appears when the window narrows', async () => {
  viewport = mockViewport(789);
  answerPromoted();
  const { container } = renderSlider();
  expect(container).toBeEmptyDOMElement();
  expect(mockBaseQuery).not.toHaveBeenCalled();

  act(() => viewport.resize(600));
  await waitFor(() => expect(slider()).not.toBeNull());
  act(() => viewport.resize(1280));
  expect(slider()).toBeNull();
});

it('draws nothing when the call fails (a suggestion is never worth an error)', async () => {
  viewport = mockViewport(390);
  mockBaseQuery.mockResolvedValue(failure);
  const { container } = renderSlider();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(container).toBeEmptyDOMElement();
});
