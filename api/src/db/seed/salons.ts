import type { Selectable } from 'kysely';
import type {
  OpeningExceptionsTable,
  OpeningHoursTable,
  SalonServicesTable,
  SalonsTable,
  Translations,
} from '../schema.ts';
import { cityByCode } from './areas.ts';
import { minutesOf, timeOf, type SeedDay } from './calendar.ts';
import { Random } from './random.ts';
import { SALON_COPY } from './salon-copy.ts';
import type { SalonPictures } from './salon-pictures.ts';
import type { SalonSpec, StaffRole } from './salon-list.ts';
import { SERVICES, serviceById, type Category, type Text } from './services.ts';

/*
 * The salons' rows: the salon itself, what it offers at which price, its weekly hours
 * and the days that differ (holidays, short days) within the booking horizon.
 */

/** What each role of salon-list.ts does (hairdressers.categories). */
export const ROLE_CATEGORIES: Record<StaffRole, Category[]> = {
  S: ['HAIRDRESSING'],
  SB: ['HAIRDRESSING', 'BARBER'],
  B: ['HAIRDRESSING', 'BARBER'],
  K: ['COSMETICS'],
  SK: ['HAIRDRESSING', 'COSMETICS'],
};

/** The booking horizon of the runtime configuration; holidays are seeded that far ahead. */
export const HORIZON_DAYS = 180;

/** Weekly hours: ISO weekday → [opens, closes] ('HH:mm'). */
export type WeekHours = Map<number, readonly [string, string]>;

const HAIR_CORE = ['1001', '1002', '1003', '1004', '1007', '1011', '1013', '1016'];
const HAIR_EXTRA = ['1005', '1006', '1008', '1009', '1010', '1012', '1014', '1015'];
const COSMETICS_CORE = ['1101', '1102', '1104', '1105', '1111'];
const COSMETICS_EXTRA = ['1103', '1106', '1107', '1108', '1109', '1110'];
const BARBER_CORE = ['1201', '1202', '1204', '1206'];
const BARBER_EXTRA = ['1203', '1205'];
/** A barbershop's hairdressing: men's and children's cuts only. */
const BARBERSHOP_HAIR = ['1002', '1007', '1015'];

const categoriesOf = (spec: SalonSpec) => new Set(spec.staff.flatMap((role) => ROLE_CATEGORIES[role]));

/** The services a salon offers: its kind's menu, for the categories its staff covers. */
export function offeredServices(spec: SalonSpec): string[] {
  if (spec.offers) return [...spec.offers];
  const random = new Random(`offer:${spec.id}`);
  const categories = categoriesOf(spec);
  // M101 is the test anchor that offers every service of a salon.
  const optional = (ids: string[]) => (spec.id === 'M101' ? ids : ids.filter(() => random.chance(0.7)));
  const ids: string[] = [];
  if (categories.has('HAIRDRESSING')) {
    ids.push(...(spec.kind === 'barber' ? BARBERSHOP_HAIR : [...HAIR_CORE, ...optional(HAIR_EXTRA)]));
  }
  if (categories.has('COSMETICS')) ids.push(...COSMETICS_CORE, ...optional(COSMETICS_EXTRA));
  if (categories.has('BARBER')) ids.push(...BARBER_CORE, ...(spec.kind === 'barber' ? BARBER_EXTRA : optional(BARBER_EXTRA)));
  const without = new Set(spec.without ?? []);
  return SERVICES.map((s) => s.id).filter((id) => ids.includes(id) && !without.has(id));
}

const weekHoursCache = new WeakMap<SalonSpec, WeekHours>();

export function weekHours(spec: SalonSpec): WeekHours {
  const cached = weekHoursCache.get(spec);
  if (cached) return cached;
  const hours: WeekHours = new Map();
  const days = (from: number, to: number, open: string, close: string) => {
    for (let weekday = from; weekday <= to; weekday += 1) hours.set(weekday, [open, close]);
  };
  switch (spec.kind) {
    case 'mobile':
      days(1, 6, '08:00', '18:00');
      break;
    case 'mall':
      days(1, 6, '10:00', '21:00');
      if (spec.sunday) days(7, 7, '10:00', '18:00');
      break;
    case 'barber':
      days(1, 5, '10:00', '20:00');
      days(6, 6, '10:00', '16:00');
      break;
    default:
      if (spec.shortHours) {
        days(1, 5, '09:00', '19:00');
        days(6, 6, '09:00', '15:00');
      } else {
        days(1, 5, '09:00', '20:00');
        days(6, 6, '09:00', '16:00');
      }
  }
  weekHoursCache.set(spec, hours);
  return hours;
}

/** Short days (Holy Saturday, New Year's Eve): the salons close at 14:00. */
const SHORT_DAY_CLOSE = 14 * 60;

/** The days that differ from a salon's week: closed on holidays, closing at 14:00 on short days. */
export interface SpecialDays {
  holidays: ReadonlySet<string>;
  shortDays: ReadonlySet<string>;
}

/** A salon's hours on a day ('HH:mm' as minutes): its week, changed by holidays and short days. */
export function hoursOnDay(spec: SalonSpec, date: string, weekday: number, special: SpecialDays): [number, number] | null {
  if (special.holidays.has(date)) return null;
  const week = weekHours(spec).get(weekday);
  if (!week) return null;
  const [opens, closes] = [minutesOf(week[0]), minutesOf(week[1])];
  return special.shortDays.has(date) && opens < SHORT_DAY_CLOSE && closes > SHORT_DAY_CLOSE ? [opens, SHORT_DAY_CLOSE] : [opens, closes];
}

/** opening_exceptions of a salon for the given days. */
export function exceptionRows(spec: SalonSpec, days: readonly SeedDay[], special: SpecialDays): Selectable<OpeningExceptionsTable>[] {
  const rows: Selectable<OpeningExceptionsTable>[] = [];
  for (const day of days) {
    if (special.holidays.has(day.date)) {
      rows.push({ salon_id: spec.id, day: day.date, opens_at: null, closes_at: null });
    } else if (special.shortDays.has(day.date)) {
      const hours = hoursOnDay(spec, day.date, day.weekday, special);
      if (hours && hours[1] === SHORT_DAY_CLOSE) {
        rows.push({ salon_id: spec.id, day: day.date, opens_at: timeOf(hours[0]), closes_at: timeOf(hours[1]) });
      }
    }
  }
  return rows;
}


const roundTo5 = (value: number) => Math.max(5, Math.round(value / 5) * 5);

/** Price level by city: the base list is a big city's. */
const CITY_PRICE_LEVEL: Record<string, number> = {
  warszawa: 1.05,
  krakow: 1,
  wroclaw: 1,
  gdansk: 1,
  gdynia: 0.97,
  poznan: 0.97,
  katowice: 0.95,
  lodz: 0.92,
  'uslugi-mobilne': 1,
};
const PROMOTED = new Set(SERVICES.filter((s) => s.promotingMessage).map((s) => s.id));

/** The test anchors' prices (grosze): 1001 at 120.00, 1003 at 220.00 instead of 260.00. */
const FIXED_PRICES: Record<string, Record<string, { price: number; original: number | null }>> = {
  M101: { '1001': { price: 12_000, original: null }, '1003': { price: 22_000, original: 26_000 } },
};

export function salonPrices(spec: SalonSpec): Selectable<SalonServicesTable>[] {
  const random = new Random(`prices:${spec.id}`);
  const level =
    (CITY_PRICE_LEVEL[spec.city] ?? 0.88) * (spec.kind === 'premium' ? 1.15 : 1) * (spec.franchise ? 0.96 : 1);
  return offeredServices(spec).map((serviceId) => {
    const fixed = FIXED_PRICES[spec.id]?.[serviceId];
    if (fixed) return { salon_id: spec.id, service_id: serviceId, price_minor: fixed.price, original_price_minor: fixed.original };
    const regular = roundTo5(serviceById(serviceId).basePrice * level * random.between(0.95, 1.05));
    const discounted = random.chance(PROMOTED.has(serviceId) ? 0.35 : 0.07);
    if (!discounted) return { salon_id: spec.id, service_id: serviceId, price_minor: regular * 100, original_price_minor: null };
    const price = roundTo5(regular * random.pick([0.8, 0.85, 0.9]));
    return { salon_id: spec.id, service_id: serviceId, price_minor: price * 100, original_price_minor: regular * 100 };
  });
}

const t = (pl: string, en: string, fr: string): Text => ({ pl, en, fr });

function description(spec: SalonSpec): Text {
  const inCity = cityByCode(spec.city).inCity;
  const where = spec.street ?? '';
  switch (spec.kind) {
    case 'mobile':
      return t(
        'Nasi styliści, wizażystki i barberzy przyjeżdżają do domu, hotelu lub biura w Warszawie i okolicach. Pakiety ślubne, strzyżenie dla seniorów i manicure bez wychodzenia z domu.',
        'Our stylists, make-up artists and barbers come to your home, hotel or office in and around Warsaw. Wedding packages, haircuts for seniors and manicures without leaving home.',
        'Nos coiffeurs, maquilleuses et barbiers se déplacent à domicile, à l’hôtel ou au bureau, à Varsovie et dans ses environs. Forfaits mariage, coupes pour seniors et manucure sans sortir de chez vous.',
      );
    case 'barber':
      return t(
        `Barbershop ${inCity.pl} (${where}): klasyczne strzyżenia męskie, fade, trymowanie brody i golenie brzytwą. Kawa lub coś mocniejszego na koszt firmy.`,
        `A barbershop ${inCity.en} (${where}): classic men's cuts, fades, beard trims and razor shaves. Coffee or something stronger is on the house.`,
        `Un barbier ${inCity.fr} (${where})\u00a0: coupes homme classiques, dégradés, taille de barbe et rasage au coupe-chou. Café ou boisson plus forte offerts.`,
      );
    case 'mall':
      return t(
        `Salon w centrum handlowym „${spec.place}” ${inCity.pl} (${where}). Strzyżenie, koloryzacja i manicure bez umawiania się z wyprzedzeniem — wolne terminy często jeszcze tego samego dnia.`,
        `A salon in the ${spec.place} shopping centre ${inCity.en} (${where}). Cuts, colour and manicures without booking far ahead — free slots are often available the same day.`,
        `Un salon dans le centre commercial ${spec.place} ${inCity.fr} (${where}). Coupe, coloration et manucure sans réserver longtemps à l’avance\u00a0: des créneaux sont souvent libres le jour même.`,
      );
    case 'premium':
      return t(
        `Salon premium ${inCity.pl} (${where}). Autorskie strzyżenia, zaawansowana koloryzacja i rytuały pielęgnacyjne z kosmetykami profesjonalnymi w kameralnym wnętrzu.`,
        `A premium salon ${inCity.en} (${where}). Signature cuts, advanced colour work and care rituals with professional products, in an intimate setting.`,
        `Un salon haut de gamme ${inCity.fr} (${where}). Coupes signature, colorations expertes et rituels de soin aux produits professionnels, dans un cadre intimiste.`,
      );
    default:
      return t(
        `Nasz salon ${inCity.pl} (${where}) to strzyżenie, koloryzacja i pielęgnacja włosów w przyjaznej atmosferze. Zapraszamy z rezerwacją online lub telefonicznie.`,
        `Our salon ${inCity.en} (${where}) offers cuts, colour and hair care in a friendly atmosphere. Book online or by phone.`,
        `Notre salon ${inCity.fr} (${where}) propose coupe, coloration et soins capillaires dans une ambiance chaleureuse. Réservez en ligne ou par téléphone.`,
      );
  }
}

const PRICE_DESCRIPTION = t(
  'Ceny brutto w złotych. Cena usług fryzjerskich zależy od długości i gęstości włosów — ostateczną kwotę stylistka potwierdzi przed rozpoczęciem usługi.',
  'Prices in Polish złoty, VAT included. Hairdressing prices depend on hair length and thickness — your stylist confirms the final price before starting.',
  'Prix en złotys polonais, TVA comprise. Le prix des prestations de coiffure dépend de la longueur et de l’épaisseur des cheveux\u00a0; votre coiffeuse confirme le prix final avant de commencer.',
);
const MOBILE_PRICE_DESCRIPTION = t(
  'Ceny brutto w złotych, z dojazdem do 30 km. Za każdy kolejny kilometr doliczamy 2 zł.',
  'Prices in Polish złoty, VAT included, with travel up to 30 km. Each further kilometre costs 2 PLN.',
  'Prix en złotys polonais, TVA comprise, déplacement jusqu’à 30 km inclus. Chaque kilomètre supplémentaire est facturé 2 PLN.',
);
const PRICE_NOTES: readonly Text[] = [
  t('Płatność gotówką, kartą lub BLIK-iem.', 'Pay by cash, card or BLIK.', 'Paiement en espèces, par carte ou par BLIK.'),
  t('Karty podarunkowe kupisz w salonie.', 'Gift cards are available in the salon.', 'Cartes cadeaux disponibles au salon.'),
  t(
    'Przy spóźnieniu powyżej 15 minut usługa może zostać skrócona.',
    'If you are more than 15 minutes late, your service may be shortened.',
    'En cas de retard de plus de 15 minutes, la prestation pourra être écourtée.',
  ),
  t(
    'Studenci do 26. roku życia: 10% rabatu od poniedziałku do czwartku.',
    'Students under 26: 10% off Monday to Thursday.',
    'Étudiants de moins de 26 ans\u00a0: -10 % du lundi au jeudi.',
  ),
  t(
    'Odwołaj wizytę najpóźniej 24 godziny wcześniej, aby zwolnić termin dla innych klientów.',
    'Please cancel at least 24 hours ahead so that someone else can take the slot.',
    'Merci d’annuler au moins 24 heures à l’avance pour libérer le créneau.',
  ),
];

/** Google's figures: most reviews five stars, the rating their average to one decimal. */
function googleData(random: Random) {
  const count = random.int(40, 950);
  const shares = [random.between(0, 0.03), random.between(0, 0.03), random.between(0.01, 0.06), random.between(0.06, 0.2)];
  const perScore = shares.map((share) => Math.round(count * share));
  perScore.push(count - perScore.reduce((sum, n) => sum + n, 0));
  const rating = Math.round((perScore.reduce((sum, n, i) => sum + n * (i + 1), 0) / count) * 10) / 10;
  return { placeId: `ChIJ${random.token(23)}`, rating, count, perScore };
}

/** A Polish landline, written as the salons print it: '+48 22 845 12 30'. */
function phoneNumber(random: Random, area: string): string {
  return `+48 ${area} ${random.int(2, 8)}${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
}

/**
 * A salon's row. Its pictures come from `pictures` (one per seed run, asked in the
 * order of SALON_LIST): 1–5 of them, M101 exactly 5 (the gallery's test anchor).
 */
export function salonRow(spec: SalonSpec, pictures: SalonPictures): Selectable<SalonsTable> {
  const random = new Random(`salon:${spec.id}`);
  const city = cityByCode(spec.city);
  const virtual = spec.kind === 'mobile';
  const images = pictures.images(spec, spec.id === 'M101' ? 5 : random.int(1, 5));
  const google = googleData(random);
  const notes: Translations[] = random.shuffle(PRICE_NOTES).slice(0, random.int(1, 3));
  return {
    id: spec.id,
    name: spec.name,
    city_code: spec.city,
    is_virtual: virtual,
    city_group: spec.cityGroup ?? null,
    postcode: spec.postcode ?? null,
    address: spec.street ? [spec.street] : null,
    latitude: spec.latitude ?? null,
    longitude: spec.longitude ?? null,
    phone: phoneNumber(random, city.phoneArea),
    franchise: spec.franchise ?? false,
    enabled: spec.enabled ?? true,
    is_open: spec.isOpen ?? true,
    accepts_reservations: spec.acceptsReservations ?? true,
    can_come_without_reservation: spec.canComeWithoutReservation ?? false,
    suggested: spec.suggested ?? false,
    image_mini: images[0]?.mini ?? null,
    images,
    images_17_6: pictures.widePanoramas(spec),
    description: description(spec),
    price_description: virtual ? MOBILE_PRICE_DESCRIPTION : PRICE_DESCRIPTION,
    price_notes: notes,
    google_place_id: google.placeId,
    google_rating: google.rating,
    google_reviews_count: google.count,
    google_reviews_per_score: google.perScore,
    seo: SALON_COPY[spec.id] ?? null,
    // Given with the loyalty data (seed/loyalty.ts), also to a database seeded before it.
    company_id: null,
  };
}

export function openingHourRows(spec: SalonSpec): Selectable<OpeningHoursTable>[] {
  return [...weekHours(spec)].map(([weekday, [opens, closes]]) => ({
    salon_id: spec.id,
    weekday,
    opens_at: opens,
    closes_at: closes,
  }));
}

