import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { sanitizeArticleHtml } from '../../plugins/app/blog/sanitize.ts';

/*
 * The chain's job offers ("Pracuj z nami"), written in Polish as HR would post them: what
 * the job is, what it takes and what the salon gives. Every offer is applied for on this
 * site (recruitmentLink null). One offer is closed (the position was filled): stored, not
 * listed.
 */

interface OfferSpec {
  /** A stable name of the offer; its id is derived from it. */
  key: string;
  salonId: string;
  name: string;
  intro: string;
  duties: string[];
  requirements: string[];
  offer: string[];
  enabled?: boolean;
}

/** An offer's id: 24 hexadecimal characters derived from its key, the same on every seed. */
export function seedOfferId(key: string): string {
  return createHash('sha256').update(`kosmyk-recruitment:${key}`).digest('hex').slice(0, 24);
}

const COMMON_OFFER = 'Umowę o pracę lub B2B — do wyboru, grafik układany z dwutygodniowym wyprzedzeniem';

export const SEED_OFFERS: readonly OfferSpec[] = [
  {
    key: 'warszawa-pulawska-fryzjer',
    salonId: 'M101',
    name: 'Fryzjer / Fryzjerka',
    intro: 'Salon przy Puławskiej to jeden z najbardziej zapracowanych salonów Kosmyka w Warszawie: stali klienci z Mokotowa i sporo wizyt bez rezerwacji. Szukamy osoby, która dobrze czuje się przy fotelu od pierwszego do ostatniego klienta.',
    duties: [
      'strzyżenia damskie, męskie i dziecięce, modelowanie i upięcia okolicznościowe',
      'koloryzacja jednolita i odrosty według receptur zapisanych w karcie klienta',
      'konsultacja przed usługą i dobór pielęgnacji do domu',
      'dbanie o stanowisko i narzędzia zgodnie z procedurami higieny salonu',
    ],
    requirements: [
      'co najmniej 2 lata pracy jako fryzjer lub fryzjerka',
      'dyplom lub świadectwo czeladnicze w zawodzie fryzjera',
      'swoboda w strzyżeniach klasycznych i krótkich formach',
      'życzliwość i punktualność — klienci są umówieni co do minuty',
    ],
    offer: [
      COMMON_OFFER,
      'prowizję od usług i sprzedaży kosmetyków',
      'dwa szkolenia techniczne w roku w akademii Kosmyka',
      'zniżki na usługi i produkty dla Ciebie i najbliższych',
    ],
  },
  {
    key: 'warszawa-arkadia-paznokcie',
    salonId: 'M103',
    name: 'Stylistka / Stylista paznokci',
    intro: 'W Arkadii otwieramy drugie stanowisko manicure — salon działa także w niedziele handlowe, a klientki często łączą wizytę u fryzjera z paznokciami.',
    duties: [
      'manicure klasyczny, hybrydowy i japoński, pedicure kosmetyczny',
      'przedłużanie i uzupełnianie paznokci żelem',
      'proste zdobienia: french, baby boomer, efekty metaliczne',
      'sterylizacja narzędzi i prowadzenie ewidencji zgodnie z wymaganiami sanepidu',
    ],
    requirements: [
      'doświadczenie w stylizacji paznokci (portfolio mile widziane)',
      'znajomość zasad dezynfekcji i sterylizacji',
      'dokładność i cierpliwość przy pracy z detalami',
      'gotowość do pracy w systemie zmianowym, także w weekendy',
    ],
    offer: [
      COMMON_OFFER,
      'nowe stanowisko z pochłaniaczem pyłu i lampą LED',
      'materiały marek profesjonalnych zapewnia salon',
      'szkolenia z nowych technik zdobień',
    ],
  },
  {
    key: 'warszawa-chmielna-barber',
    salonId: 'M105',
    name: 'Barber',
    intro: 'Barber przy Chmielnej to salon tylko dla panów: strzyżenia, brody i golenie brzytwą. Trzyosobowy zespół szuka czwartej osoby na pełen etat.',
    duties: [
      'strzyżenia męskie maszynką i nożyczkami, fade i skin fade',
      'modelowanie i trymowanie brody, golenie brzytwą z gorącym ręcznikiem',
      'doradztwo w pielęgnacji brody i stylizacji włosów',
      'przyjmowanie klientów bez rezerwacji, gdy grafik na to pozwala',
    ],
    requirements: [
      'co najmniej rok pracy jako barber',
      'pewna ręka przy brzytwie i przejściach',
      'umiejętność rozmowy z klientem — wielu wraca co dwa tygodnie',
    ],
    offer: [
      COMMON_OFFER,
      'stałą bazę klientów od pierwszego dnia',
      'udział w pokazach i szkoleniach barberskich',
      'sprzęt i kosmetyki do pracy zapewnione przez salon',
    ],
  },
  {
    key: 'warszawa-mokotow-koloryzacja',
    salonId: 'M109',
    name: 'Stylista / Stylistka koloryzacji',
    intro: 'Salon Mokotów Premium specjalizuje się w koloryzacji: balejaż, sombre, korekty koloru i blond bez kompromisów. Szukamy osoby, dla której koloryzacja to przede wszystkim diagnoza i plan, a dopiero potem farba.',
    duties: [
      'koloryzacje zaawansowane: balejaż, air touch, tonowanie, korekta koloru',
      'konsultacje kolorystyczne i plan zmian rozłożony na kilka wizyt',
      'zabiegi odbudowujące podczas rozjaśniania',
      'prowadzenie kart receptur, tak by każdy w zespole mógł powtórzyć kolor',
    ],
    requirements: [
      'co najmniej 3 lata pracy z koloryzacją',
      'znajomość kolorymetrii i pracy z rozjaśniaczami różnych producentów',
      'portfolio prac (zdjęcia przed i po)',
      'chęć dzielenia się wiedzą z młodszymi stylistami',
    ],
    offer: [
      COMMON_OFFER,
      'udział w szkoleniach producentów farb i konkursach fryzjerskich',
      'pracę z klientkami, które przychodzą właśnie po koloryzację',
      'wpływ na wybór produktów używanych w salonie',
    ],
  },
  {
    key: 'krakow-galeria-recepcja',
    salonId: 'M201',
    name: 'Recepcjonista / Recepcjonistka',
    intro: 'Recepcja salonu w Galerii Krakowskiej to pierwsze miejsce, które widzą klienci — i ostatnie, z którego wychodzą. Obsługujemy rezerwacje z aplikacji, telefonu i od osób, które po prostu weszły z galerii.',
    duties: [
      'przyjmowanie i rozliczanie klientów, obsługa kasy fiskalnej i terminala',
      'umawianie wizyt telefonicznie i na miejscu, pilnowanie grafiku stylistów',
      'sprzedaż kosmetyków i bonów podarunkowych',
      'dbanie o porządek w strefie recepcji i poczekalni',
    ],
    requirements: [
      'doświadczenie w obsłudze klienta (handel, gastronomia, hotel — każde się liczy)',
      'dobra organizacja pracy i spokój w godzinach szczytu',
      'swobodna obsługa komputera',
      'komunikatywny angielski będzie atutem — odwiedza nas wielu turystów',
    ],
    offer: [
      COMMON_OFFER,
      'wdrożenie z doświadczoną recepcjonistką przez pierwsze dwa tygodnie',
      'premię od sprzedaży kosmetyków',
      'zniżki na usługi salonu',
    ],
  },
  {
    key: 'krakow-kazimierz-kosmetyczka',
    salonId: 'M203',
    name: 'Kosmetyczka / Kosmetolog',
    intro: 'Na Kazimierzu łączymy salon fryzjerski z gabinetem kosmetycznym. Szukamy osoby do gabinetu, która poprowadzi zabiegi na twarz i zadba o stałe klientki.',
    duties: [
      'zabiegi pielęgnacyjne na twarz: oczyszczanie, peelingi, zabiegi nawilżające',
      'henna i regulacja brwi, laminacja rzęs',
      'depilacja woskiem',
      'dobór pielęgnacji domowej i prowadzenie kart zabiegowych',
    ],
    requirements: [
      'wykształcenie kosmetyczne lub kosmetologiczne',
      'co najmniej rok pracy w gabinecie',
      'staranność w przestrzeganiu zasad higieny',
    ],
    offer: [
      COMMON_OFFER,
      'gabinet wyposażony w nowe urządzenia',
      'szkolenia z nowych zabiegów opłacane przez salon',
      'możliwość rozwoju w kierunku kosmetologii estetycznej',
    ],
  },
  {
    key: 'wroclaw-swidnicka-manager',
    salonId: 'M301',
    name: 'Manager / Managerka salonu',
    intro: 'Salon przy Świdnickiej zatrudnia ośmioro stylistów i kosmetyczkę. Szukamy osoby, która zorganizuje im pracę, zadba o wyniki salonu i będzie pierwszym kontaktem dla klientów w sprawach trudnych.',
    duties: [
      'układanie grafików zespołu i planowanie urlopów',
      'rozliczanie dnia, kontrola stanów magazynowych i zamówienia produktów',
      'rekrutacja i wdrażanie nowych osób we współpracy z działem HR',
      'obsługa reklamacji i dbanie o opinie klientów',
      'raportowanie wyników do kierownika regionu',
    ],
    requirements: [
      'co najmniej 2 lata na stanowisku kierowniczym w usługach lub handlu',
      'doświadczenie w branży beauty będzie dużym atutem',
      'umiejętność pracy z liczbami i arkuszem kalkulacyjnym',
      'spokój i stanowczość w rozmowach z zespołem i klientami',
    ],
    offer: [
      'umowę o pracę na czas nieokreślony po okresie próbnym',
      'premię kwartalną zależną od wyników salonu',
      'szkolenia menedżerskie w centrali Kosmyka',
      'pakiet medyczny i kartę sportową',
    ],
  },
  {
    key: 'wroclaw-ruska-mlodszy-barber',
    salonId: 'M304',
    name: 'Młodszy barber / Młodsza barberka',
    intro: 'Barber przy Ruskiej przyjmie osobę na początku drogi zawodowej. Nauczymy Cię pracy brzytwą i przejść — potrzebujemy kogoś, kto chce się uczyć i ma już podstawy strzyżenia.',
    duties: [
      'strzyżenia męskie pod okiem starszego barbera',
      'trymowanie brody i podstawowa pielęgnacja',
      'przygotowanie stanowisk i dezynfekcja narzędzi',
      'pomoc przy obsłudze klientów bez rezerwacji',
    ],
    requirements: [
      'ukończony kurs barberski lub szkoła fryzjerska',
      'chęć nauki i przyjmowania uwag',
      'punktualność i dbałość o wygląd stanowiska',
    ],
    offer: [
      COMMON_OFFER,
      'program nauki rozpisany na pierwsze pół roku',
      'stałego opiekuna w zespole',
      'ścieżkę awansu na stanowisko barbera',
    ],
  },
  {
    key: 'poznan-stary-browar-asystent',
    salonId: 'M401',
    name: 'Asystent / Asystentka fryzjera',
    intro: 'W Starym Browarze pracuje sześcioro stylistów. Asystent pomaga im przy myciu, koloryzacji i modelowaniu, a w wolnych chwilach uczy się na modelkach pod okiem trenera.',
    duties: [
      'mycie i pielęgnacja włosów, nakładanie masek i kuracji',
      'przygotowanie mieszanek koloryzujących według receptury stylisty',
      'suszenie i proste modelowanie',
      'utrzymanie porządku na sali i w zapleczu',
    ],
    requirements: [
      'nauka w szkole fryzjerskiej lub ukończony kurs fryzjerski',
      'zaangażowanie i chęć rozwoju w zawodzie',
      'dyspozycyjność również w soboty i niedziele handlowe',
    ],
    offer: [
      COMMON_OFFER,
      'cotygodniowe zajęcia praktyczne z trenerem salonu',
      'możliwość awansu na stanowisko młodszego stylisty',
      'zniżki na usługi i produkty',
    ],
  },
  {
    key: 'gdansk-baltycka-fryzjer',
    salonId: 'M502',
    name: 'Fryzjer / Fryzjerka',
    intro: 'Salon w Galerii Bałtyckiej jest otwarty siedem dni w tygodniu i przyjmuje sporo klientów z całego Trójmiasta. Szukamy fryzjera lub fryzjerki do zespołu na pełen etat.',
    duties: [
      'strzyżenia damskie i męskie, modelowanie, upięcia',
      'koloryzacja, w tym pasemka i tonowanie',
      'zabiegi pielęgnacyjne na włosy i skórę głowy',
      'doradztwo w doborze fryzury i pielęgnacji',
    ],
    requirements: [
      'doświadczenie w zawodzie fryzjera (co najmniej rok)',
      'umiejętność pracy w tempie galerii handlowej',
      'uśmiech i kultura osobista',
    ],
    offer: [
      COMMON_OFFER,
      'prowizję od usług i sprzedaży',
      'szkolenia techniczne i trendowe kilka razy w roku',
      'pracę w nowocześnie urządzonym salonie',
    ],
  },
  {
    key: 'lodz-manufaktura-koloryzacja',
    salonId: 'M601',
    name: 'Stylista / Stylistka koloryzacji',
    intro: 'W Manufakturze rośnie liczba klientek umawiających się na koloryzację. Szukamy drugiej osoby, która przejmie część tych wizyt i będzie pracować ramię w ramię z naszą specjalistką od blondów.',
    duties: [
      'koloryzacje jednolite, pasemka, balejaż i tonowanie',
      'konsultacje przed zmianą koloru i testy uczuleniowe',
      'zabiegi ochronne podczas rozjaśniania',
      'współpraca z zespołem przy wizytach łączonych (kolor i strzyżenie)',
    ],
    requirements: [
      'co najmniej 2 lata doświadczenia w koloryzacji',
      'dobra znajomość teorii koloru',
      'staranność przy prowadzeniu receptur',
    ],
    offer: [
      COMMON_OFFER,
      'szkolenia u producentów farb i w akademii Kosmyka',
      'stały napływ klientek z programu lojalnościowego',
      'zniżki na usługi i produkty',
    ],
  },
  {
    key: 'lublin-krakowskie-fryzjer',
    salonId: 'M701',
    name: 'Fryzjer / Fryzjerka',
    intro: 'Salon przy Krakowskim Przedmieściu szuka fryzjera lub fryzjerki, którzy lubią strzyżenia męskie równie mocno jak damskie — ponad jedna trzecia naszych klientów to panowie.',
    duties: [
      'strzyżenia damskie i męskie, w tym krótkie formy maszynką',
      'koloryzacja i odrosty',
      'modelowanie na co dzień i na wyjątkowe okazje',
      'dbanie o stanowisko i zapas kosmetyków',
    ],
    requirements: [
      'doświadczenie w zawodzie fryzjera',
      'swoboda w strzyżeniach męskich',
      'rzetelność i życzliwość wobec klientów',
    ],
    offer: [
      COMMON_OFFER,
      'prowizję od usług',
      'szkolenia opłacane przez firmę',
      'przyjazny, niewielki zespół',
    ],
  },
  {
    key: 'katowice-mariacka-recepcja',
    salonId: 'M210',
    name: 'Recepcjonista / Recepcjonistka',
    intro: 'Recepcja salonu przy Mariackiej: umawianie wizyt, rozliczenia i opieka nad klientami w poczekalni.',
    duties: ['umawianie wizyt i rozliczanie klientów', 'sprzedaż kosmetyków i bonów', 'dbanie o porządek w recepcji'],
    requirements: ['doświadczenie w obsłudze klienta', 'dobra organizacja pracy'],
    offer: [COMMON_OFFER, 'wdrożenie na stanowisku', 'zniżki na usługi salonu'],
    // The position was filled: kept for the applications it received, no longer listed.
    enabled: false,
  },
];

/** The offer's description: the intro, then responsibilities, requirements and what the salon offers. */
function descriptionOf(spec: OfferSpec): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return sanitizeArticleHtml(
    [
      `<p>${spec.intro}</p>`,
      '<h3>Twoje zadania</h3>',
      list(spec.duties),
      '<h3>Czego oczekujemy</h3>',
      list(spec.requirements),
      '<h3>Co oferujemy</h3>',
      list(spec.offer),
    ].join(''),
  );
}

/**
 * Writes the seed's offers when there are none (a fresh database, or one seeded before
 * recruitment existed); HR's own offers are never overwritten. Returns whether it wrote.
 */
export async function seedRecruitmentIfMissing(db: Kysely<DB>): Promise<boolean> {
  if (await db.selectFrom('recruitment_offers').select('id').limit(1).executeTakeFirst()) return false;
  // Only salons this database has (a test may seed a smaller chain).
  const salonIds = new Set((await db.selectFrom('salons').select('id').execute()).map((row) => row.id));
  const rows = SEED_OFFERS.filter((spec) => salonIds.has(spec.salonId)).map((spec) => ({
    id: seedOfferId(spec.key),
    salon_id: spec.salonId,
    name: spec.name,
    description: descriptionOf(spec),
    recruitment_link: null,
    enabled: spec.enabled ?? true,
  }));
  if (rows.length === 0) return false;
  await db.insertInto('recruitment_offers').values(rows).execute();
  return true;
}
