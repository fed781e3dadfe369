import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import { BANNER_IMAGE_SIZES } from '@salon/ui/home-widgets';
import { resetBlogReadsForTests } from '../api/blog-read.ts';
import HomeBannersModule from './home-banners.tsx';
import { calledPath, failure, pending, TEST_BANNERS, type BlogCall } from './test-fixtures.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const answerBanners = (banners = TEST_BANNERS) =>
  mockBaseQuery.mockImplementation(async (args: BlogCall) =>
    calledPath(args) === 'rest/jldbanner' ? { data: { psdata: banners } } : failure,
  );

const renderBanners = () => renderWithUi(<HomeBannersModule />, { route: '/home' });
const carousel = () => screen.getByRole('region', { name: 'Polecamy' });
const dot = (index: number) => screen.getByRole('button', { name: `Pokaż baner ${index} z 3` });

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  resetBlogReadsForTests();
});

it('shows the skeleton of its box while the banners load', () => {
  mockBaseQuery.mockImplementation(pending);
  renderBanners();
  expect(screen.getByRole('status', { name: 'Ładowanie…' })).toHaveAttribute('aria-busy', 'true');
  expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/blog', params: { path: 'rest/jldbanner' } }));
});

it('draws each banner as a link to its url, named by its title, with the 17:6 picture on wide screens and the 5:3 one on phones', async () => {
  answerBanners();
  renderBanners();
  const first = await screen.findByRole('link', { name: 'Nowy salon w Krakowie już otwarty' });
  expect(first).toHaveAttribute('href', '/salony');
  expect(screen.getByRole('link', { name: 'Jesienne koloryzacje – zobacz trendy' })).toHaveAttribute('href', '/blog/koloryzacja');
  // A banner leading off the site is a plain link to the other site.
  expect(screen.getByRole('link', { name: 'Metamorfozy na Instagramie' })).toHaveAttribute('href', 'https://www.instagram.com/kosmyk');

  const wide = first.querySelector('source[media="(min-width: 720px)"][type="image/avif"]');
  expect(wide?.getAttribute('srcset')).toContain('/api/images/salons/interior-07/17_6.avif?w=1600 1600w');
  expect(wide).toHaveAttribute('sizes', BANNER_IMAGE_SIZES);
  const phone = first.querySelector('source:not([media])[type="image/avif"]');
  expect(phone?.getAttribute('srcset')).toContain('/api/images/salons/interior-07/5_3.avif?w=480 480w');
  // The title shows under the picture too, hidden from screen readers (the alt already says it).
  expect(within(first).getByText('Nowy salon w Krakowie już otwarty', { selector: 'span' }).closest('[aria-hidden="true"]')).not.toBeNull();
});

it('loads the first picture at once with a high priority (the LCP) and the others lazily', async () => {
  answerBanners();
  renderBanners();
  const images = await screen.findAllByRole('img');
  expect(images.map((image) => image.getAttribute('alt'))).toEqual(TEST_BANNERS.map((banner) => banner.title));
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(images[1]).not.toHaveAttribute('fetchpriority');
});

it('is a carousel of labelled slides moved by previous, next (wrapping around) and the dots, never by itself', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    answerBanners();
    renderBanners();
    await waitFor(() => expect(carousel()).toHaveAttribute('aria-roledescription', 'karuzela'));
    const slides = within(carousel()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 z 3', '2 z 3', '3 z 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slajd');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // No auto-rotation: a long wait changes nothing.
    act(() => jest.advanceTimersByTime(60_000));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Następny baner' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Baner 2 z 3: Jesienne koloryzacje – zobacz trendy')).toHaveAttribute('aria-live', 'polite');

    await user.click(dot(1));
    await user.click(screen.getByRole('button', { name: 'Poprzedni baner' }));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Następny baner' }));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  } finally {
    jest.useRealTimers();
  }
});

it('follows a swipe: the dot of the banner scrolled into view is the current one', async () => {
  answerBanners();
  renderBanners();
  await screen.findByRole('link', { name: 'Metamorfozy na Instagramie' });
  const track = within(carousel()).getAllByRole('group')[0]!.parentElement!;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 358 });
  track.scrollLeft = 716;
  act(() => {
    track.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(dot(3)).toHaveAttribute('aria-current', 'true'));
});

it('draws a single banner as a plain link, without carousel controls', async () => {
  answerBanners(TEST_BANNERS.slice(0, 1));
  renderBanners();
  expect(await screen.findByRole('link', { name: 'Nowy salon w Krakowie już otwarty' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Polecamy' })).not.toHaveAttribute('aria-roledescription');
  expect(screen.queryByRole('button')).toBeNull();
});

it('draws the banners the shell handed over at once, and its own answer once it arrives', async () => {
  let answer: (value: unknown) => void = () => undefined;
  mockBaseQuery.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderWithUi(<HomeBannersModule banners={TEST_BANNERS.slice(0, 1)} />, { route: '/home' });
  // No skeleton between the shell's placeholder and the banners.
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('link', { name: 'Nowy salon w Krakowie już otwarty' })).toBeInTheDocument();
  act(() => answer({ data: { psdata: TEST_BANNERS } }));
  expect(await screen.findByRole('link', { name: 'Metamorfozy na Instagramie' })).toBeInTheDocument();
});

it('keeps the handed-over banners when its own call fails', async () => {
  mockBaseQuery.mockResolvedValue(failure);
  renderWithUi(<HomeBannersModule banners={TEST_BANNERS} />, { route: '/home' });
  await waitFor(() => expect(mockBaseQuery).toHaveBeenCalled());
  await act(async () => undefined);
  expect(screen.getAllByRole('group')).toHaveLength(3);
});

it.each([
  ['the call fails', () => mockBaseQuery.mockResolvedValue(failure)],
  ['there is no banner', () => answerBanners([])],
])('draws nothing when %s', async (_case, arrange) => {
  arrange();
  const { container } = renderBanners();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(container).toBeEmptyDOMElement();
});
