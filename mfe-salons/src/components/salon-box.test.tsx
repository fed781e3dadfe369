import { act, screen, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts/events';
import type { SalonImage } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import '../i18n.ts';
import { SalonBox, type SalonBoxProps } from './salon-box.tsx';

const photo = (name: string): SalonImage => ({
  '5_3': `/api/images/salons/${name}/5_3.webp`,
  '9_11': `/api/images/salons/${name}/9_11.webp`,
  '17_6': `/api/images/salons/${name}/17_6.webp`,
  mini: `/api/images/salons/${name}/mini.webp`,
});

const florianska = testSalon({
  id: 'M190',
  name: 'Kraków Floriańska',
  location: {
    department: { code: 'MAL', name: 'Małopolskie' },
    city: 'Kraków',
    cityCode: 'krakow',
    cityGroup: null,
    postcode: '31-019',
    address: ['ul. Floriańska 30', 'II piętro'],
  },
  coordinates: { latitude: 50.0636, longitude: 19.9396 },
  phone: '+48 12 300 40 50',
  imageMini: photo('m190-1').mini,
  images: [photo('m190-1'), photo('m190-2')],
  google: { placeId: 'ChIJ1', rating: 4.63, reviewsCount: 124, reviewsPerScore: [1, 2, 5, 20, 96] },
});

const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: null, phone: null, sex: 'F', preferredSalonId: 'M101' };

function renderBox(props: Partial<SalonBoxProps> = {}) {
  return renderWithUi(
    <ul>
      <li>
        <SalonBox salon={florianska} {...props} />
      </li>
    </ul>,
  );
}
const box = () => within(screen.getByRole('article', { name: 'Kraków Floriańska' }));
const image = () => document.querySelector('img');

beforeAll(() => initI18n());
beforeEach(() => bus.emit('session:changed', { authenticated: false, user: null }));

it('shows the name as a heading, the Google rating to one decimal and the review count', () => {
  renderBox();
  expect(box().getByRole('heading', { level: 3, name: 'Kraków Floriańska' })).toBeInTheDocument();
  expect(box().getByRole('img', { name: 'Ocena 4,6 na 5' })).toBeInTheDocument();
  expect(box().getByText('4,6')).toBeInTheDocument();
  expect(box().getByText('124 opinie w Google')).toBeInTheDocument();
});

it.each([
  [5, '5,0'],
  [4.05, '4,1'],
  [3.96, '4,0'],
])('a rating of %d reads %s', (rating, shown) => {
  renderWithUi(<SalonBox salon={{ ...florianska, google: { placeId: 'x', rating, reviewsCount: 1, reviewsPerScore: [0, 0, 0, 0, 1] } }} />);
  expect(screen.getByText(shown)).toBeInTheDocument();
  expect(screen.getByText('1 opinia w Google')).toBeInTheDocument();
});

it('has no rating without Google data', () => {
  renderWithUi(<SalonBox salon={{ ...florianska, google: null }} />);
  expect(screen.queryByRole('img', { name: /Ocena/ })).toBeNull();
  expect(screen.queryByText(/opini/)).toBeNull();
});

it('links the address (first line, postcode, city) to a maps search in a new tab', () => {
  renderBox();
  const address = box().getByRole('link', { name: /ul\. Floriańska 30, 31-019 Kraków/ });
  expect(address).toHaveAccessibleName('ul. Floriańska 30, 31-019 Kraków (mapa otworzy się w nowej karcie)');
  expect(address).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=50.0636%2C19.9396');
  expect(address).toHaveAttribute('target', '_blank');
  expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  expect(box().queryByText(/II piętro/)).toBeNull();
});

it('"See salon" opens the details and "Reserve" the booking at this salon, nofollow', () => {
  renderBox();
  // The hidden name tells one box's buttons from the next (jsdom puts a space before the colon; browsers do not).
  expect(box().getByRole('link', { name: /^Zobacz salon ?: Kraków Floriańska$/ })).toHaveAttribute('href', '/salony/M190');
  const reserve = box().getByRole('link', { name: /^Zarezerwuj ?: Kraków Floriańska$/ });
  expect(reserve).toHaveAttribute('href', '/rezerwacja?salonId=M190');
  expect(reserve).toHaveAttribute('rel', 'nofollow');
});

it('shows the mini image, lazily unless told otherwise', () => {
  const { unmount } = renderBox();
  expect(image()).toHaveAttribute('src', '/api/images/salons/m190-1/mini.webp');
  expect(image()).toHaveAttribute('loading', 'lazy');
  unmount();
  renderBox({ imageLoading: 'eager' });
  expect(image()).toHaveAttribute('loading', 'eager');
});

it('falls back to the first image’s 5:3 variant, and to no picture at all', () => {
  const { unmount } = renderWithUi(<SalonBox salon={{ ...florianska, imageMini: null }} />);
  expect(image()).toHaveAttribute('src', '/api/images/salons/m190-1/5_3.webp');
  unmount();
  renderWithUi(<SalonBox salon={{ ...florianska, imageMini: null, images: [] }} />);
  expect(image()).toBeNull();
});

it('shows the preferred-salon heart to a signed-in customer only', () => {
  renderBox();
  expect(box().queryByRole('button', { name: 'Ulubiony salon: Kraków Floriańska' })).toBeNull();
  act(() => bus.emit('session:changed', { authenticated: true, user: anna }));
  expect(box().getByRole('button', { name: 'Ulubiony salon: Kraków Floriańska' })).toHaveAttribute('aria-pressed', 'false');
  act(() => bus.emit('session:changed', { authenticated: true, user: { ...anna, preferredSalonId: 'M190' } }));
  expect(box().getByRole('button', { name: 'Ulubiony salon: Kraków Floriańska' })).toHaveAttribute('aria-pressed', 'true');
});

it('a salon without online booking has no Reserve button and says to call', () => {
  renderWithUi(<SalonBox salon={{ ...florianska, acceptsReservations: false }} />);
  expect(screen.queryByRole('link', { name: /Zarezerwuj/ })).toBeNull();
  expect(screen.getByText(/nie przyjmuje rezerwacji online/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+48 12 300 40 50' })).toHaveAttribute('href', 'tel:+48123004050');
});

it('says when the salon is temporarily closed or takes walk-ins', () => {
  const { unmount } = renderBox();
  expect(screen.queryByText('Salon tymczasowo zamknięty')).toBeNull();
  expect(screen.queryByText('Możesz przyjść bez rezerwacji')).toBeNull();
  unmount();
  renderWithUi(<SalonBox salon={{ ...florianska, open: false, canComeWithoutReservation: true }} />);
  expect(screen.getByText('Salon tymczasowo zamknięty')).toBeInTheDocument();
  expect(screen.getByText('Możesz przyjść bez rezerwacji')).toBeInTheDocument();
});

it('puts the name at the heading level it is given', () => {
  renderBox({ headingLevel: 2 });
  expect(box().getByRole('heading', { level: 2, name: 'Kraków Floriańska' })).toBeInTheDocument();
});
