import type { RecruitmentOffer, RecruitmentSalon } from '@salon/contracts/recruitment-api';

/*
 * Offers for the component tests, in the contract's shape: Kraków (two salons), the
 * Trójmiasto group (Gdańsk, and Gdynia recruiting through an external page), Łódź,
 * and a disabled offer in Warszawa that no screen may show.
 */

const image = (photo: string) => ({
  '5_3': `/api/images/salons/${photo}/5_3.webp`,
  '9_11': `/api/images/salons/${photo}/9_11.webp`,
  '17_6': `/api/images/salons/${photo}/17_6.webp`,
  mini: `/api/images/salons/${photo}/mini.webp`,
});

function salon(id: string, name: string, city: string, citySlug: string, street: string, cityGroup: string | null = null): RecruitmentSalon {
  return {
    id,
    name,
    images: [image(`${id}-a`), image(`${id}-b`)],
    location: {
      department: 'małopolskie',
      city,
      citySlug,
      cityGroup,
      postcode: '30-001',
      address: [street],
      coordinates: { latitude: 50.06, longitude: 19.94 },
    },
  };
}

function offer(id: string, name: string, place: RecruitmentSalon, extra: Partial<RecruitmentOffer> = {}): RecruitmentOffer {
  return {
    id,
    name,
    description: `<p>Szukamy osoby na stanowisko <strong>${name}</strong>.</p>`,
    recruitmentLink: null,
    enabled: true,
    salon: place,
    ...extra,
  };
}

export const KRAKOW_HAIR = offer('aaaaaaaaaaaaaaaaaaaaaa01', 'Fryzjer / Fryzjerka', salon('M101', 'Rynek', 'Kraków', 'krakow', 'ul. Floriańska 12'), {
  description: '<h2>Co oferujemy</h2><p>Umowa o pracę</p><script>window.hacked = true</script><p onclick="alert(1)">Szkolenia</p><a href="javascript:alert(1)">zły link</a><a href="https://example.com/o-nas">O nas</a>',
});
export const KRAKOW_BEAUTY = offer('aaaaaaaaaaaaaaaaaaaaaa02', 'Kosmetyczka', salon('M102', 'Kazimierz', 'Kraków', 'krakow', 'ul. Józefa 5'));
export const GDANSK_BARBER = offer('aaaaaaaaaaaaaaaaaaaaaa03', 'Barber', salon('M201', 'Długa', 'Gdańsk', 'gdansk', 'ul. Długa 20', 'Trójmiasto'));
export const GDYNIA_RECEPTION = offer(
  'aaaaaaaaaaaaaaaaaaaaaa04',
  'Recepcjonistka',
  salon('M202', 'Świętojańska', 'Gdynia', 'gdynia', 'ul. Świętojańska 40', 'Trójmiasto'),
  { recruitmentLink: 'https://kariera.example.com/recepcja' },
);
export const LODZ_NAILS = offer('aaaaaaaaaaaaaaaaaaaaaa05', 'Stylistka paznokci', salon('M301', 'Piotrkowska', 'Łódź', 'lodz', 'ul. Piotrkowska 100'));
export const WARSZAWA_DISABLED = offer('aaaaaaaaaaaaaaaaaaaaaa06', 'Manager salonu', salon('M401', 'Mokotów', 'Warszawa', 'warszawa', 'ul. Puławska 1'), {
  enabled: false,
});

export const OFFERS: RecruitmentOffer[] = [LODZ_NAILS, KRAKOW_HAIR, GDYNIA_RECEPTION, WARSZAWA_DISABLED, GDANSK_BARBER, KRAKOW_BEAUTY];

/** A mocked base query answering GET /api/recruitment with `offers`; other calls are left to `other`. */
export function offersApi(offers: RecruitmentOffer[] = OFFERS, other?: (args: { url: string; body?: unknown }) => unknown) {
  return async (args: { url: string; body?: unknown }) => {
    if (args.url === '/api/recruitment') return { data: offers };
    if (other) return other(args);
    throw new Error(`unexpected call ${args.url}`);
  };
}
