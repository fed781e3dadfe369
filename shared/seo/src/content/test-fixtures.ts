import type { BlogCategory, BlogPost, BlogPostSummary } from '@salon/contracts/blog-api';
import type { RecruitmentOffer, RecruitmentSalon } from '@salon/contracts/recruitment-api';

/*
 * Blog and job-offer data for the builders' tests, the gateway's
 * (deploy/src/seo/pages/content.test.ts) and the blog's and jobs' screen tests, shaped
 * exactly as GET /api/blog and GET /api/recruitment answer. Test-only: no screen or
 * route imports this file.
 */

/** The seed's categories (Polish names). */
export const TEST_CATEGORIES: BlogCategory[] = [
  { id_simpleblog_category: 1, name: 'Pielęgnacja włosów', link_rewrite: 'pielegnacja-wlosow' },
  { id_simpleblog_category: 2, name: 'Koloryzacja', link_rewrite: 'koloryzacja' },
  { id_simpleblog_category: 4, name: 'Barber', link_rewrite: 'barber' },
];

/** A list entry; `overrides` change any field. */
export function testPostSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: 7,
    id_simpleblog_category: 1,
    title: 'Jak dobrać szampon do skóry głowy',
    category: 'Pielęgnacja włosów',
    category_rewrite: 'pielegnacja-wlosow',
    link_rewrite: 'jak-dobrac-szampon-do-skory-glowy',
    banner: '/api/images/salons/interior-07/5_3.webp',
    author: 'Magdalena Wróbel',
    date_add: '2025-02-18T09:30:00',
    date_upd: '2025-03-01T12:00:00',
    active: true,
    short_content: '<p>Szampon wybieramy do <strong>skóry głowy</strong>, a nie do długości włosów.</p>',
    meta_title: null,
    meta_description: null,
    tags: ['szampon'],
    likes: 0,
    views: 12,
    video_code: null,
    ...overrides,
  };
}

/** `count` distinct list entries, ids and slugs from `firstId` on. */
export function testPostPage(count: number, firstId = 1, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return testPostSummary({ id, title: `Artykuł numer ${id}`, link_rewrite: `artykul-${id}`, ...overrides });
  });
}

/** An article with its main content. */
export function testPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...testPostSummary(),
    content: '<h2>Jaką masz skórę głowy?</h2><p>Prosty test: umyj włosy łagodnym szamponem.</p>',
    ...overrides,
  };
}

const image = (photo: string) => ({
  '5_3': `/api/images/salons/${photo}/5_3.webp`,
  '9_11': `/api/images/salons/${photo}/9_11.webp`,
  '17_6': `/api/images/salons/${photo}/17_6.webp`,
  mini: `/api/images/salons/${photo}/mini.webp`,
});

/** An offer's salon, in the city `citySlug`, with two pictures. */
export function testRecruitmentSalon(id: string, name: string, city: string, citySlug: string, street: string, cityGroup: string | null = null): RecruitmentSalon {
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

/** An enabled offer of `place` with a one-paragraph description; `extra` changes any field. */
export function testOffer(id: string, name: string, place: RecruitmentSalon, extra: Partial<RecruitmentOffer> = {}): RecruitmentOffer {
  return {
    id,
    name,
    description: `<p>Szukamy osoby na stanowisko <strong>${name}</strong>.</p>`,
    recruitmentLink: null,
    publishedAt: '2026-11-20T09:00:00.000Z',
    enabled: true,
    salon: place,
    ...extra,
  };
}

/*
 * Offers in Kraków (two salons; the first with a description a compromised API could
 * send), the Trójmiasto group (Gdańsk, and Gdynia recruiting through an external page),
 * Łódź, and a disabled offer in Warszawa that no page may show.
 */
export const KRAKOW_HAIR = testOffer('aaaaaaaaaaaaaaaaaaaaaa01', 'Fryzjer / Fryzjerka', testRecruitmentSalon('M101', 'Rynek', 'Kraków', 'krakow', 'ul. Floriańska 12'), {
  description: '<h2>Co oferujemy</h2><p>Umowa o pracę</p><script>window.hacked = true</script><p onclick="alert(1)">Szkolenia</p><a href="javascript:alert(1)">zły link</a><a href="https://example.com/o-nas">O nas</a>',
});
export const KRAKOW_BEAUTY = testOffer('aaaaaaaaaaaaaaaaaaaaaa02', 'Kosmetyczka', testRecruitmentSalon('M102', 'Kazimierz', 'Kraków', 'krakow', 'ul. Józefa 5'));
export const GDANSK_BARBER = testOffer('aaaaaaaaaaaaaaaaaaaaaa03', 'Barber', testRecruitmentSalon('M201', 'Długa', 'Gdańsk', 'gdansk', 'ul. Długa 20', 'Trójmiasto'));
export const GDYNIA_RECEPTION = testOffer(
  'aaaaaaaaaaaaaaaaaaaaaa04',
  'Recepcjonistka',
  testRecruitmentSalon('M202', 'Świętojańska', 'Gdynia', 'gdynia', 'ul. Świętojańska 40', 'Trójmiasto'),
  { recruitmentLink: 'https://kariera.example.com/recepcja' },
);
export const LODZ_NAILS = testOffer('aaaaaaaaaaaaaaaaaaaaaa05', 'Stylistka paznokci', testRecruitmentSalon('M301', 'Piotrkowska', 'Łódź', 'lodz', 'ul. Piotrkowska 100'));
export const WARSZAWA_DISABLED = testOffer('aaaaaaaaaaaaaaaaaaaaaa06', 'Manager salonu', testRecruitmentSalon('M401', 'Mokotów', 'Warszawa', 'warszawa', 'ul. Puławska 1'), {
  enabled: false,
});

/** Every test offer, in no particular order (as a list screen must not rely on the API's). */
export const OFFERS: RecruitmentOffer[] = [LODZ_NAILS, KRAKOW_HAIR, GDYNIA_RECEPTION, WARSZAWA_DISABLED, GDANSK_BARBER, KRAKOW_BEAUTY];
