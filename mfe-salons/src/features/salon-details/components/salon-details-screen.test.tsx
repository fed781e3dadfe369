import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, useNavigationType } from 'react-router';
import type { SessionUser } from '@salon/contracts';
import type { OpeningHoursEntry, Review, SalonDetails, SalonPrices } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { initI18n } from '@salon/i18n';
import { bus, track } from '@salon/platform';
import { salonImage as image } from '@salon/seo/salons/test-fixtures';
import { mockViewport, renderRoutes, structuredDataItems } from '@salon/ui/testing';
import { createSalonsStore } from '../../../app/store.ts';
import SalonsRoutes from '../../../routes.tsx';
import { SalonDetailsScreen } from './salon-details-screen.tsx';

// Every call goes through the base query, so the test answers the API here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: jest.fn(),
}));

// Swiper ships ES modules only, which jest does not load: a stand-in that renders the
// slides and records what the gallery asks of it (the real carousel runs in the journeys).
const mockSwiper = { slidePrev: jest.fn(), slideNext: jest.fn() };
jest.mock('swiper/react', () => {
  const { createElement, useEffect } = jest.requireActual<typeof React>('react');
  return {
    Swiper: ({ children, loop, keyboard, onSwiper }: { children: ReactNode; loop?: boolean; keyboard?: { enabled: boolean }; onSwiper?: (swiper: unknown) => void }) => {
      useEffect(() => onSwiper?.(mockSwiper), [onSwiper]);
      return createElement('div', { 'data-testid': 'swiper', 'data-loop': String(loop), 'data-keyboard': String(keyboard?.enabled) }, children);
    },
    SwiperSlide: ({ children, ...rest }: { children: ReactNode }) => createElement('div', rest, children),
  };
});
jest.mock('swiper/modules', () => ({ A11y: 'A11y', Keyboard: 'Keyboard' }));

const salon = (overrides: Partial<SalonDetails> = {}): SalonDetails => ({
  ...testSalon({
    images: [1, 2, 3, 4, 5, 6].map((n) => image('M101', n)),
    description: 'Salon przy stacji metra Racławicka, z osobną strefą koloryzacji.',
    canComeWithoutReservation: false,
    // Three equal scores: whole shares that add up to 100 are 34 + 33 + 33, plain rounding gives 99.
    google: { placeId: 'ChIJplace101', rating: 4, reviewsCount: 3, reviewsPerScore: [0, 0, 1, 1, 1] },
  }),
  seo: {
    mainContent: 'Puławska 12 to salon sieci na Mokotowie.',
    paragraphs: [{ title: 'Dojazd', content: 'Metro Racławicka, tramwaje 4, 10 i 18.' }],
  },
  ...overrides,
});

const hoursFrom23 = (): OpeningHoursEntry[] =>
  ['23', '24', '25', '26', '27', '28', '29', '30'].map((day) =>
    day === '29'
      ? { date: `2026-11-${day}`, open: false, from: null, to: null }
      : { date: `2026-11-${day}`, open: true, from: '09:00', to: day === '28' ? '16:00' : '20:00' },
  );

const prices: SalonPrices = {
  items: [
    {
      name: 'Strzyżenie damskie',
      sex: ['F'],
      price: 110,
      originalPrice: null,
      serviceCategory: 'HAIRDRESSING',
      priceJson: { value: 110, currency: 'PLN' },
      serviceId: '1001',
      shortDescription: null,
      longDescription: null,
    },
    {
      name: 'Manicure klasyczny',
      sex: ['F'],
      price: 80,
      originalPrice: null,
      serviceCategory: 'COSMETICS',
      priceJson: { value: 80, currency: 'PLN' },
      serviceId: '1101',
      shortDescription: null,
      longDescription: null,
    },
  ],
  notes: ['Ceny usług na włosach długich mogą być wyższe.', 'Druga uwaga, niepokazywana.'],
  description: null,
};

const reviews: Review[] = [
  {
    authorId: 'g-1',
    authorTitle: 'Anna Nowak',
    authorImage: 'https://lh3.googleusercontent.com/a/anna=s120',
    authorLink: 'https://www.google.com/maps/contrib/1',
    reviewRating: 5,
    reviewText: 'Świetne strzyżenie, polecam.',
    // Three days before the test's "now" (2026-11-23 10:00 UTC).
    reviewTimestamp: '2026-11-20T10:00:00.000Z',
    reviewLink: null,
    reviewLikes: 2,
    reviewImageUrls: [],
    ownerAnswer: 'Dziękujemy, do zobaczenia!',
    ownerAnswerTimestamp: '2026-11-21T10:00:00.000Z',
  },
  {
    authorId: 'g-2',
    authorTitle: 'Jan Kowalski',
    authorImage: null,
    authorLink: null,
    reviewRating: 3,
    reviewText: 'Długo czekałem.',
    reviewTimestamp: '2026-09-20T10:00:00.000Z',
    reviewLink: null,
    reviewLikes: 0,
    reviewImageUrls: [],
    ownerAnswer: null,
    ownerAnswerTimestamp: null,
  },
];

type Answer = { data: unknown } | { error: { status: number; code: string } };
interface Call {
  url: string;
  params?: Record<string, string>;
}

/** The API's answers by path; a test replaces the ones it is about. */
let answers: Record<string, Answer>;
const defaultAnswers = (): Record<string, Answer> => ({
  '/api/salons/M101': { data: salon() },
  '/api/opening-hours': { data: hoursFrom23() },
  '/api/salon-prices/M101': { data: prices },
  '/api/salon-reviews/M101': { data: reviews },
});
const calls = (url: string) => mockBaseQuery.mock.calls.filter(([call]) => (call as Call).url === url);

const renderAt = (path = '/salony/M101') => renderRoutes(<SalonsRoutes store={createSalonsStore()} />, path);
const heading = () => screen.getByRole('heading', { level: 1 });
const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.com', phone: '+48600100200', sex: 'F', preferredSalonId: null };

let viewport: ReturnType<typeof mockViewport> | undefined;

beforeAll(async () => {
  await initI18n();
  // Monday 23 November 2026, 11:00 in Warsaw: "today" of the hours and of relative times.
  Settings.now = () => Date.parse('2026-11-23T10:00:00Z');
});
afterAll(() => {
  Settings.now = () => Date.now();
});
beforeEach(() => {
  answers = defaultAnswers();
  mockBaseQuery.mockReset().mockImplementation(async (call: Call) => answers[call.url] ?? { error: { status: 404, code: 'NOT_FOUND' } });
  mockSwiper.slidePrev.mockReset();
  mockSwiper.slideNext.mockReset();
  bus.emit('session:changed', { authenticated: false, user: null });
});
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
  document.head.querySelectorAll('script[type="application/ld+json"], link[rel="canonical"], meta[name="description"]').forEach((element) => element.remove());
});

describe('SalonDetailsScreen: loading and failures', () => {
  it('names the salon by its code while it loads', () => {
    mockBaseQuery.mockImplementation(() => new Promise(() => undefined));
    renderAt();
    expect(heading()).toHaveTextContent('Salon M101');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(breadcrumb.getByRole('link', { name: 'Salony' })).toHaveAttribute('href', '/salony');
    expect(breadcrumb.getByText('M101')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Wczytujemy salon…');
  });

  it('replaces the URL of an unknown code with the salon list', async () => {
    let navigationType = '';
    function NavigationTypeSpy() {
      navigationType = useNavigationType();
      return null;
    }
    const { location } = renderRoutes(
      <>
        <SalonsRoutes store={createSalonsStore()} />
        <NavigationTypeSpy />
      </>,
      '/salony/M99999',
    );
    await waitFor(() => expect(location().pathname).toBe('/salony'));
    // Replaced, not pushed: Back must not lead to the unknown code again.
    expect(navigationType).toBe('REPLACE');
    expect(track).not.toHaveBeenCalledWith('salons:details-view', expect.anything(), 'salons');
  });

  it('replaces the URL of a disabled salon with its city’s salons, or the salon list for one without a place', async () => {
    answers['/api/salons/M101'] = { data: salon({ enabled: false }) };
    const { location } = renderAt();
    await waitFor(() => expect(location().pathname).toBe('/salony/warszawa'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Warszawa Puławska' })).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('salons:details-view', expect.anything(), 'salons');

    answers['/api/salons/M101'] = { data: salon({ enabled: false, virtual: true, location: null, coordinates: null }) };
    const virtual = renderAt();
    await waitFor(() => expect(virtual.location().pathname).toBe('/salony'));
  });

  it('offers a retry when the salon fails for another reason, and shows it once it loads', async () => {
    answers['/api/salons/M101'] = { error: { status: 500, code: 'UNKNOWN_ERROR' } };
    const { location } = renderAt();
    expect(await screen.findByText('Nie udało się wczytać salonu. Sprawdź połączenie i spróbuj ponownie.')).toBeInTheDocument();
    expect(location().pathname).toBe('/salony/M101');
    answers['/api/salons/M101'] = { data: salon() };
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' })).toBeInTheDocument();
  });
});

describe('SalonDetailsScreen: header', () => {
  it('shows the breadcrumb, name, city, address, phone, rating and the ways on', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(breadcrumb.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Salony' })).toHaveAttribute('href', '/salony');
    expect(breadcrumb.getByText('Warszawa Puławska')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Warszawa', { selector: 'p' })).toBeInTheDocument();
    const address = screen.getByRole('link', { name: /ul\. Puławska 12, 02-566 Warszawa/ });
    expect(address).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=52.2103%2C21.0187');
    expect(address).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+48 22 100 10 10' })).toHaveAttribute('href', 'tel:+48221001010');
    // The rating to one decimal, even when whole, with the count in Polish plural.
    expect(screen.getAllByRole('img', { name: 'Ocena 4,0 na 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('(3 opinie)')).toBeInTheDocument();

    const reserve = screen.getByRole('link', { name: 'Rezerwacja' });
    expect(reserve).toHaveAttribute('href', '/rezerwacja?salonId=M101');
    expect(reserve).toHaveAttribute('rel', 'nofollow');
    expect(screen.getByRole('link', { name: 'Inne salony' })).toHaveAttribute('href', '/salony/warszawa');
    expect(screen.queryByText('Salon jest tymczasowo zamknięty.')).not.toBeInTheDocument();
    expect(screen.queryByText('Zapraszamy także bez rezerwacji')).not.toBeInTheDocument();
  });

  it('shows the heart to signed-in customers only', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' });
    expect(screen.queryByRole('button', { name: 'Ulubiony salon: Warszawa Puławska' })).not.toBeInTheDocument();
    act(() => bus.emit('session:changed', { authenticated: true, user: anna }));
    expect(screen.getByRole('button', { name: 'Ulubiony salon: Warszawa Puławska' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the salon is closed, welcomes walk-ins, and asks to call when it takes no online bookings', async () => {
    answers['/api/salons/M101'] = { data: salon({ open: false, canComeWithoutReservation: true, acceptsReservations: false }) };
    renderAt();
    expect(await screen.findByText('Salon jest tymczasowo zamknięty.')).toBeInTheDocument();
    expect(screen.getByText('Zapraszamy także bez rezerwacji')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rezerwacja' })).not.toBeInTheDocument();
    const note = screen.getByText(/Ten salon nie przyjmuje rezerwacji online/);
    expect(within(note).getByRole('link', { name: '+48 22 100 10 10' })).toHaveAttribute('href', 'tel:+48221001010');
  });

  it('puts the service list after the info section, with a price-list jump link in the header', async () => {
    const store = createSalonsStore();
    renderRoutes(
      <Provider store={store}>
        <Routes>
          <Route path="/salony/:code" element={<SalonDetailsScreen code="M101" renderServices={(shown) => <h2>Cennik salonu {shown.name}</h2>} />} />
        </Routes>
      </Provider>,
      '/salony/M101',
    );
    const services = await screen.findByRole('heading', { level: 2, name: 'Cennik salonu Warszawa Puławska' });
    expect(screen.getByRole('link', { name: 'Cennik' })).toHaveAttribute('href', '#cennik');
    expect(services.closest('#cennik')).not.toBeNull();
    // After the opening hours, before the map.
    const hours = screen.getByRole('heading', { level: 2, name: 'Godziny otwarcia' });
    const map = screen.getByRole('heading', { level: 2, name: 'Jak dojechać' });
    expect(hours.compareDocumentPosition(services) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(services.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no price-list link when no service list is wired', async () => {
    renderRoutes(
      <Provider store={createSalonsStore()}>
        <Routes>
          <Route path="/salony/:code" element={<SalonDetailsScreen code="M101" />} />
        </Routes>
      </Provider>,
      '/salony/M101',
    );
    await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' });
    expect(screen.queryByRole('link', { name: 'Cennik' })).not.toBeInTheDocument();
  });
});

describe('SalonDetailsScreen: gallery', () => {
  it('draws the first of at most five photos at once, eager and first in line, then the carousel in its place', async () => {
    renderAt();
    const gallery = await screen.findByRole('region', { name: 'Zdjęcia salonu Warszawa Puławska' });
    const first = within(gallery).getByRole('img', { name: 'Warszawa Puławska, zdjęcie 1 z 5' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '384');
    expect(first).toHaveAttribute('src', '/api/images/salons/M101-1/5_3.webp');
    // The carousel's code waits for the first photo: it is the page's largest paint.
    expect(within(gallery).queryByTestId('swiper')).not.toBeInTheDocument();

    fireEvent.load(first);
    const swiper = await within(gallery).findByTestId('swiper');
    expect(swiper).toHaveAttribute('data-loop', 'true');
    expect(swiper).toHaveAttribute('data-keyboard', 'true');
    const slides = within(swiper).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 z 5', '2 z 5', '3 z 5', '4 z 5', '5 z 5']);
    expect(within(gallery).queryByRole('img', { name: /zdjęcie 6/ })).not.toBeInTheDocument();
    expect(within(slides[1]!).getByRole('img', { name: 'Warszawa Puławska, zdjęcie 2 z 5' })).toHaveAttribute('loading', 'lazy');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(1);
    await userEvent.click(within(gallery).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('shows one photo as a plain image, without a carousel', async () => {
    answers['/api/salons/M101'] = { data: salon({ images: [image('M101', 1)] }) };
    renderAt();
    const gallery = await screen.findByRole('region', { name: 'Zdjęcia salonu Warszawa Puławska' });
    fireEvent.load(within(gallery).getByRole('img'));
    await act(async () => undefined);
    expect(within(gallery).queryByTestId('swiper')).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the alternative 17:6 set on wide screens, the 5:3 photos on phones', async () => {
    const wide = [1, 2].map((n) => image('M101-wide', n));
    answers['/api/salons/M101'] = { data: salon({ images_17_6: wide }) };
    viewport = mockViewport(1280);
    renderAt();
    const gallery = await screen.findByRole('region', { name: 'Zdjęcia salonu Warszawa Puławska' });
    expect(within(gallery).getByRole('img', { name: 'Warszawa Puławska, zdjęcie 1 z 2' })).toHaveAttribute('src', '/api/images/salons/M101-wide-1/17_6.webp');
    act(() => viewport?.resize(390));
    expect(within(gallery).getByRole('img', { name: 'Warszawa Puławska, zdjęcie 1 z 5' })).toHaveAttribute('src', '/api/images/salons/M101-1/5_3.webp');
  });
});

describe('SalonDetailsScreen: opening hours', () => {
  it('asks for today to today + 7 and lists each day, closed days and today marked, then the first note', async () => {
    renderAt();
    const hours = await screen.findByRole('table', { name: 'Godziny otwarcia' });
    expect(calls('/api/opening-hours')[0]?.[0]).toMatchObject({ params: { salonId: 'M101', dateFrom: '2026-11-23', dateTo: '2026-11-30' } });
    const rows = within(hours).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('poniedziałek, 23 listopada (dziś)09:00–20:00');
    expect(rows[0]).toHaveAttribute('aria-current', 'date');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(rows[5]).toHaveTextContent('sobota, 28 listopada09:00–16:00');
    expect(rows[6]).toHaveTextContent('niedziela, 29 listopadanieczynne');
    expect(await screen.findByText('Ceny usług na włosach długich mogą być wyższe.')).toBeInTheDocument();
    expect(screen.queryByText('Druga uwaga, niepokazywana.')).not.toBeInTheDocument();
  });

  it('offers a retry of the hours alone when they fail', async () => {
    answers['/api/opening-hours'] = { error: { status: 500, code: 'UNKNOWN_ERROR' } };
    renderAt();
    const section = await screen.findByRole('region', { name: 'Godziny otwarcia' });
    expect(await within(section).findByText('Nie udało się wczytać godzin otwarcia.')).toBeInTheDocument();
    // The note and the rest of the page are there.
    expect(await within(section).findByText('Ceny usług na włosach długich mogą być wyższe.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zdjęcia salonu Warszawa Puławska' })).toBeInTheDocument();
    answers['/api/opening-hours'] = { data: hoursFrom23() };
    await userEvent.click(within(section).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(section).findByRole('table')).toBeInTheDocument();
  });
});

describe('SalonDetailsScreen: map', () => {
  it('shows the address and a maps link where no map can be drawn (no token configured)', async () => {
    renderAt();
    const map = await screen.findByRole('region', { name: 'Mapa z położeniem salonu Warszawa Puławska' });
    expect(within(map).getByText('ul. Puławska 12, 02-566 Warszawa')).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: /Otwórz w mapach/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=52.2103%2C21.0187',
    );
  });

  it('has no map for a virtual salon', async () => {
    answers['/api/salons/M101'] = { data: salon({ virtual: true, location: null, coordinates: null }) };
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' });
    expect(screen.getByText('Usługi mobilne z dojazdem do klienta')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jak dojechać' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inne salony' })).toHaveAttribute('href', '/salony');
  });
});

describe('SalonDetailsScreen: Google reviews', () => {
  it('lists the reviews with author link, avatar, stars, relative time, text and the owner answer', async () => {
    renderAt();
    const section = await screen.findByRole('region', { name: 'Opinie Google' });
    const list = await within(section).findByRole('list', { name: 'Najnowsze opinie' });
    const [first, second] = within(list).getAllByRole('article');
    const anna = within(first!);
    expect(anna.getByRole('heading', { level: 3, name: /Anna Nowak/ })).toBeInTheDocument();
    expect(anna.getByRole('link', { name: /Anna Nowak/ })).toHaveAttribute('href', 'https://www.google.com/maps/contrib/1');
    expect(anna.getByRole('img', { name: 'Ocena 5,0 na 5' })).toBeInTheDocument();
    expect(anna.getByText('3 dni temu')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(anna.getByText('Świetne strzyżenie, polecam.')).toBeInTheDocument();
    expect(anna.getByText('Odpowiedź właściciela')).toBeInTheDocument();
    expect(anna.getByText('2 dni temu')).toBeInTheDocument();
    expect(anna.getByText('Dziękujemy, do zobaczenia!')).toBeInTheDocument();
    const jan = within(second!);
    expect(jan.getByRole('heading', { level: 3, name: 'Jan Kowalski' })).toBeInTheDocument();
    expect(jan.queryByRole('link')).not.toBeInTheDocument();
    expect(jan.getByText('JK')).toBeInTheDocument();
    expect(jan.getByText('2 miesiące temu')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Zobacz wszystkie opinie w Google/ })).toHaveAttribute(
      'href',
      'https://search.google.com/local/reviews?placeid=ChIJplace101',
    );
  });

  it('draws the initials instead of a picture that does not load', async () => {
    renderAt();
    const section = await screen.findByRole('region', { name: 'Opinie Google' });
    const [first] = within(await within(section).findByRole('list', { name: 'Najnowsze opinie' })).getAllByRole('article');
    // Decorative (alt=""), so not an img to assistive technology.
    const picture = first!.querySelector('img[src^="https://lh3.googleusercontent.com"]');
    expect(picture).toHaveAttribute('alt', '');
    fireEvent.error(picture!);
    expect(first!.querySelector('img[src^="https://lh3.googleusercontent.com"]')).toBeNull();
    expect(within(first!).getByText('AN')).toBeInTheDocument();
  });

  it('shows bars from 5 to 1 star whose shares add up to exactly 100 %, the average to one decimal and the total', async () => {
    renderAt();
    const section = await screen.findByRole('region', { name: 'Opinie Google' });
    const bars = within(within(section).getByRole('list', { name: 'Podsumowanie ocen' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 gwiazdek34%', '4 gwiazdki33%', '3 gwiazdki33%', '2 gwiazdki0%', '1 gwiazdka0%']);
    const shares = bars.map((bar) => Number(/(\d+)%/.exec(bar.textContent ?? '')?.[1]));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(within(section).getByText('4,0')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Ocena 4,0 na 5' })).toBeInTheDocument();
    expect(within(section).getByText('3 opinie')).toBeInTheDocument();
  });

  it('is not there without Google data, and asks for no reviews then', async () => {
    answers['/api/salons/M101'] = { data: salon({ google: null }) };
    renderAt();
    await screen.findByRole('table', { name: 'Godziny otwarcia' });
    expect(screen.queryByRole('region', { name: 'Opinie Google' })).not.toBeInTheDocument();
    expect(calls('/api/salon-reviews/M101')).toHaveLength(0);
  });

  it('is not there when the salon has no reviews yet', async () => {
    answers['/api/salon-reviews/M101'] = { data: [] };
    renderAt();
    await screen.findByRole('table', { name: 'Godziny otwarcia' });
    await waitFor(() => expect(calls('/api/salon-reviews/M101')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Opinie Google' })).not.toBeInTheDocument());
  });

  it('offers its own retry when the reviews fail, and the rest of the page works', async () => {
    answers['/api/salon-reviews/M101'] = { error: { status: 503, code: 'UNKNOWN_ERROR' } };
    renderAt();
    const section = await screen.findByRole('region', { name: 'Opinie Google' });
    expect(await within(section).findByText('Nie udało się wczytać opinii.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Warszawa Puławska' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Godziny otwarcia' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zdjęcia salonu Warszawa Puławska' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dojazd' })).toBeInTheDocument();

    answers['/api/salon-reviews/M101'] = { data: reviews };
    await userEvent.click(within(section).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(section).findByRole('list', { name: 'Najnowsze opinie' })).toBeInTheDocument();
  });
});

describe('SalonDetailsScreen: search engines and analytics', () => {
  it('sets the title, description, picture, canonical link and the HairSalon and breadcrumbs JSON-LD', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Warszawa Puławska' });
    await screen.findByText('Ceny usług na włosach długich mogą być wyższe.');
    await screen.findByRole('table', { name: 'Godziny otwarcia' });
    await waitFor(() => expect(document.title).toBe('Warszawa Puławska – Warszawa | Salon'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Warszawa Puławska: ul. Puławska 12, 02-566 Warszawa. W ofercie: fryzjerstwo i kosmetyka. Ocena Google 4,0/5 (3 opinie). Sprawdź cennik i godziny otwarcia, zarezerwuj wizytę online.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/salony/M101');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/images/salons/M101-1/5_3.webp?w=1280');
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Zdjęcie salonu Warszawa Puławska');

    // One script per item, as the gateway writes them: the salon, then its breadcrumbs.
    const items = structuredDataItems();
    expect(items.map((item) => item['@type'])).toEqual(['HairSalon', 'BreadcrumbList']);
    const [data, breadcrumbs] = items as [{ image: string[]; openingHoursSpecification: object[] }, { itemListElement: { name: string; item: string }[] }];
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: 'Warszawa Puławska',
      url: 'http://localhost/salony/M101',
      telephone: '+48 22 100 10 10',
      address: { '@type': 'PostalAddress', streetAddress: 'ul. Puławska 12', postalCode: '02-566', addressLocality: 'Warszawa', addressCountry: 'PL' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.2103, longitude: 21.0187 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 3 },
    });
    expect(data.image).toEqual([1, 2, 3, 4, 5].map((n) => `http://localhost/api/images/salons/M101-${n}/5_3.webp`));
    // The days of the table: today (Monday 23 November) to + 7, as the gateway serves them.
    expect(data.openingHoursSpecification).toHaveLength(8);
    expect(data.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Monday', validFrom: '2026-11-23' });
    expect(calls('/api/opening-hours')[0]?.[0]).toMatchObject({ params: { salonId: 'M101', dateFrom: '2026-11-23', dateTo: '2026-11-30' } });
    expect(breadcrumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Strona główna', 'http://localhost/home'],
      ['Salony', 'http://localhost/salony'],
      ['Warszawa', 'http://localhost/salony/warszawa'],
      ['Warszawa Puławska', 'http://localhost/salony/M101'],
    ]);
  });

  it('is a BeautySalon when the price list has no hair service', async () => {
    answers['/api/salon-prices/M101'] = { data: { ...prices, items: prices.items.filter((item) => item.serviceCategory === 'COSMETICS') } };
    renderAt();
    await screen.findByText('Ceny usług na włosach długich mogą być wyższe.');
    await waitFor(() => expect(structuredDataItems()[0]?.['@type']).toBe('BeautySalon'));
  });

  it('reports entering the salon once per visit, not on every render', async () => {
    const store = createSalonsStore();
    const views = () => jest.mocked(track).mock.calls.filter(([type]) => type === 'salons:details-view');
    const first = renderRoutes(<SalonsRoutes store={store} />, '/salony/M101');
    await screen.findByRole('table', { name: 'Godziny otwarcia' });
    expect(views()).toEqual([['salons:details-view', { salonId: 'M101' }, 'salons']]);
    first.unmount();
    // Back on the page: the salon comes from the cache, so it is there on the first render.
    renderRoutes(<SalonsRoutes store={store} />, '/salony/M101');
    await screen.findByRole('table', { name: 'Godziny otwarcia' });
    // Opening the reviews, the hours and the gallery re-rendered the page many times.
    expect(views()).toHaveLength(2);
  });

  it('reports nothing for a salon that fails to load', async () => {
    answers['/api/salons/M101'] = { error: { status: 500, code: 'UNKNOWN_ERROR' } };
    renderAt();
    await screen.findByText('Nie udało się wczytać salonu. Sprawdź połączenie i spróbuj ponownie.');
    expect(jest.mocked(track).mock.calls.filter(([type]) => type === 'salons:details-view')).toHaveLength(0);
  });
});

describe('SalonDetailsScreen: SEO texts', () => {
  it('shows the lead text and the titled paragraphs', async () => {
    renderAt();
    expect(await screen.findByText('Puławska 12 to salon sieci na Mokotowie.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dojazd' })).toBeInTheDocument();
    expect(screen.getByText('Metro Racławicka, tramwaje 4, 10 i 18.')).toBeInTheDocument();
  });
});
