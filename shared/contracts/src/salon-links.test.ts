import { googleReviewsUrl, salonAddress, salonDirectionsUrl, salonMapUrl, telUrl } from './salon-links.ts';

const salon = {
  name: 'Salon Rynek',
  phone: '+48 12 300 40 50',
  location: { address: ['Rynek Główny 12', 'piętro 1'], postcode: '31-042', city: 'Kraków' },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
};

test('the address is the first line, postcode and city', () => {
  expect(salonAddress(salon)).toBe('Rynek Główny 12, 31-042 Kraków');
  expect(salonAddress({ ...salon, location: null })).toBeNull();
});

test('the map link searches the coordinates, else the name and address, else there is none', () => {
  expect(salonMapUrl(salon)).toBe('https://www.google.com/maps/search/?api=1&query=50.0617%2C19.9373');
  expect(new URL(salonMapUrl({ ...salon, coordinates: null }) ?? '').searchParams.get('query')).toBe(
    'Salon Rynek, Rynek Główny 12, 31-042 Kraków',
  );
  expect(salonMapUrl({ name: 'Online', location: null, coordinates: null })).toBeNull();
});

test('the directions link leads to the coordinates, else to the name and address, else there is none', () => {
  expect(salonDirectionsUrl(salon)).toBe('https://www.google.com/maps/dir/?api=1&destination=50.0617%2C19.9373');
  expect(new URL(salonDirectionsUrl({ ...salon, coordinates: null }) ?? '').searchParams.get('destination')).toBe(
    'Salon Rynek, Rynek Główny 12, 31-042 Kraków',
  );
  expect(salonDirectionsUrl({ name: 'Online', location: null, coordinates: null })).toBeNull();
});

test('the phone link keeps digits and a leading plus', () => {
  expect(telUrl('+48 12 300 40 50')).toBe('tel:+48123004050');
  expect(telUrl('(22) 123-45-67')).toBe('tel:221234567');
  expect(telUrl('')).toBeNull();
  expect(telUrl(null)).toBeNull();
  expect(telUrl('brak')).toBeNull();
});

test('the reviews link opens the place on Google by its id, encoded', () => {
  expect(googleReviewsUrl('ChIJ0RhONcBEFkcRv4pHdrW2a7Q')).toBe(
    'https://search.google.com/local/reviews?placeid=ChIJ0RhONcBEFkcRv4pHdrW2a7Q',
  );
  expect(new URL(googleReviewsUrl('a&b=c d') ?? '').searchParams.get('placeid')).toBe('a&b=c d');
  expect(googleReviewsUrl('a&b=c d')).not.toContain('&b=');
  expect(googleReviewsUrl('')).toBeNull();
  expect(googleReviewsUrl('  ')).toBeNull();
  expect(googleReviewsUrl(null)).toBeNull();
});
