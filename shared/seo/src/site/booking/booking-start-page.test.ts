import { testPageContext } from '../../test-support.ts';
import { bookingSeoLocales } from './seo-locales.ts';
import { bookingStartFacts, bookingStartPageHead } from './booking-start-page.ts';

describe('bookingStartPageHead', () => {
  it('has its title, its description and Home › Booking, the step itself last', () => {
    const head = bookingStartPageHead(testPageContext('fr'));
    expect(head).toEqual({
      title: 'Réservation en ligne – choisissez une ville',
      description: expect.stringContaining('coiffeur'),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.example.pl/home' },
            { '@type': 'ListItem', position: 2, name: 'Prendre rendez-vous', item: 'https://www.example.pl/rezerwacja/miasto?lang=fr' },
          ],
        },
      ],
    });
  });

  it('tells a browser without JavaScript what the page is for and where the salons can be read', () => {
    expect(bookingStartFacts(testPageContext('en')).value).toBe(
      '<h1>Book a visit</h1><p>Book a hairdresser, beautician or barber online: choose a city, a service, a salon and a free time.</p><p><a href="/salony">Our salons: addresses, opening hours and price lists</a></p>',
    );
  });

  it('needs no copy but the booking’s part, which mfe-booking registers', () => {
    expect(Object.keys(bookingSeoLocales.pl)).toEqual(['bookingStart']);
  });
});
