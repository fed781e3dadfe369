import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BlogBanner } from '@salon/contracts/blog-api';
import { initI18n } from '@salon/i18n';
import { apiFetch, loadRemoteModule, setRuntimeConfigForTests } from '@salon/platform';
import { UiRoot } from '@salon/ui';
import { mockViewport, structuredDataItems } from '@salon/ui/testing';
import { HomePage } from './home-page.tsx';
import { resetHomeBannersForTests } from './home/home-banners.ts';
import { resetBookingVisitForTests } from './reservation-card-slot.tsx';
import '../i18n.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRemoteModule: jest.fn(),
  apiFetch: jest.fn(),
  track: jest.fn(),
}));

const banner: BlogBanner = {
  id: 1,
  url: '/salony',
  image: '/api/images/salons/interior-07/17_6.webp',
  image_mobile: '/api/images/salons/interior-07/5_3.webp',
  title: 'Nowy salon w Krakowie',
};

const renderHome = () =>
  render(
    <UiRoot>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </UiRoot>,
  );

/** Each widget of the blog remote as a paragraph naming it, so the page's order shows. */
const drawWidgets = () =>
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, module) => ({ default: () => <p>{`widget ${module}`}</p> }));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const never = () => new Promise<never>(() => undefined);

let viewport: ReturnType<typeof mockViewport> | undefined;
beforeAll(() => initI18n());
beforeEach(() => {
  resetBookingVisitForTests();
  resetHomeBannersForTests();
  jest.mocked(apiFetch).mockImplementation(never);
});
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
  setRuntimeConfigForTests(null);
});

it('mounts the blog widgets in the spec order around the heading, the book button and the salons tile', async () => {
  drawWidgets();
  const { container } = renderHome();
  await screen.findByText('widget ./BlogTeaser');
  expect(loadRemoteModule).toHaveBeenCalledWith('blog', './HomeBanners');
  expect(loadRemoteModule).toHaveBeenCalledWith('blog', './HomeVideos');
  expect(loadRemoteModule).toHaveBeenCalledWith('blog', './BlogTeaser');
  // Desktop (jsdom matches no media query): no slider, and its code is not even asked for.
  expect(loadRemoteModule).not.toHaveBeenCalledWith('blog', './BlogSlider');

  const order = [
    screen.getByText('widget ./HomeBanners'),
    screen.getByRole('heading', { level: 1, name: 'Piękne włosy zaczynają się tutaj' }),
    screen.getByRole('link', { name: 'Zobacz salony' }),
    screen.getByText('widget ./HomeVideos'),
    screen.getByText('widget ./BlogTeaser'),
    screen.getByRole('link', { name: 'Pobierz aplikację' }),
  ];
  for (let i = 1; i < order.length; i += 1) {
    expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  expect(screen.getByRole('link', { name: 'Zobacz salony' })).toHaveAttribute('href', '/salony');
  expect(screen.getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/rezerwacja');
  expect(container.querySelector('[role="status"]')).toBeNull();
});

it('mounts the suggested-posts slider below 789 px only', async () => {
  viewport = mockViewport(390);
  drawWidgets();
  renderHome();
  const slider = await screen.findByText('widget ./BlogSlider');
  // Between the videos and the teaser's long column.
  expect(screen.getByText('widget ./HomeVideos').compareDocumentPosition(slider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(slider.compareDocumentPosition(screen.getByText('widget ./BlogTeaser')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  act(() => viewport!.resize(789));
  expect(screen.queryByText('widget ./BlogSlider')).toBeNull();
});

it("reserves each widget's box with its skeleton while the blog remote loads", () => {
  viewport = mockViewport(390);
  jest.mocked(loadRemoteModule).mockImplementation(never);
  renderHome();
  // Banners, videos, teaser and slider.
  expect(screen.getAllByRole('status', { name: 'Ładowanie…' })).toHaveLength(4);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

it('leaves the widgets out quietly when the blog remote cannot load; the rest of the page works', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteModule).mockRejectedValue(new Error('offline'));
  renderHome();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Piękne włosy zaczynają się tutaj' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Umów wizytę' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zobacz salony' })).toBeInTheDocument();
});

it('preloads the first banner’s picture (AVIF, 5:3 on phones, 17:6 from 720 px) as soon as the banners are known', async () => {
  jest.mocked(loadRemoteModule).mockImplementation(never);
  jest.mocked(apiFetch).mockResolvedValue({ psdata: [banner, { ...banner, id: 2, image: '/api/images/salons/other/17_6.webp' }] });
  const { unmount } = renderHome();
  await waitFor(() => expect(preloads()).toHaveLength(2));
  expect(apiFetch).toHaveBeenCalledWith('/api/blog', { query: { path: 'rest/jldbanner' }, auth: false });
  const [phone, wide] = preloads();
  expect(phone).toHaveAttribute('media', '(max-width: 719.98px)');
  expect(phone).toHaveAttribute('type', 'image/avif');
  expect(phone).toHaveAttribute('fetchpriority', 'high');
  expect(phone!.getAttribute('imagesrcset')).toContain('/api/images/salons/interior-07/5_3.avif?w=480 480w');
  expect(wide).toHaveAttribute('media', '(min-width: 720px)');
  expect(wide!.getAttribute('imagesrcset')).toContain('/api/images/salons/interior-07/17_6.avif?w=1600 1600w');
  // The placeholder draws that picture already, where the carousel will draw it.
  const placeholder = screen.getAllByRole('status', { name: 'Ładowanie…' })[0]!;
  expect(placeholder.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  expect(placeholder.querySelector('source[type="image/avif"]:not([media])')?.getAttribute('srcset')).toBe(
    phone!.getAttribute('imagesrcset'),
  );
  expect(placeholder).toHaveTextContent('Nowy salon w Krakowie');
  unmount();
  expect(preloads()).toHaveLength(0);
});

it('hands the banners it has to the banners widget', async () => {
  const received: unknown[] = [];
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, module) => ({
    default: (props: object) => {
      if (module === './HomeBanners') received.push(props);
      return null;
    },
  }));
  jest.mocked(apiFetch).mockResolvedValue({ psdata: [banner] });
  renderHome();
  await waitFor(() => expect(received).toContainEqual({ banners: [banner] }));
});

it('preloads nothing when the banners cannot be read', async () => {
  jest.mocked(loadRemoteModule).mockImplementation(never);
  jest.mocked(apiFetch).mockRejectedValue(new Error('offline'));
  renderHome();
  await act(async () => undefined);
  expect(preloads()).toHaveLength(0);
});

it('titles the page with the brand from the runtime configuration', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk' });
  jest.mocked(loadRemoteModule).mockImplementation(never);
  renderHome();
  expect(document.title).toBe('Fryzjer, kosmetyczka i barber – rezerwacja online | Kosmyk');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Kosmyk – salony fryzjerskie i kosmetyczne\./);
});

it('tells search engines and link previews about the chain: its logo and the Organization the gateway serves too', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk', links: { social: { instagram: 'https://www.instagram.com/kosmyk' } } });
  jest.mocked(loadRemoteModule).mockImplementation(never);
  const { unmount } = renderHome();
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/logo.png');
  expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '512');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/home');
  expect(structuredDataItems().find((item) => item['@type'] === 'Organization')).toMatchObject({
    name: 'Kosmyk',
    logo: 'http://localhost/logo.png',
    sameAs: ['https://www.instagram.com/kosmyk'],
  });
  unmount();
  expect(structuredDataItems()).toEqual([]);
});
