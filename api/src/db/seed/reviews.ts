import type { Selectable } from 'kysely';
import type { SalonReviewsTable } from '../schema.ts';
import { personName } from './names.ts';
import { Random } from './random.ts';

/*
 * A few recent Google reviews per salon, as the Places API returns them: the author's
 * public profile, the stars, the text in Polish and, often, the salon's answer. Their
 * stars follow the salon's own distribution of Google scores.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const BODIES: Record<number, readonly string[]> = {
  5: [
    'Jestem zachwycona! Stylistka dokładnie wysłuchała, czego chcę, i efekt przerósł moje oczekiwania. Na pewno wrócę.',
    'Najlepszy salon w okolicy. Miła atmosfera, kawa na powitanie i świetne strzyżenie.',
    'Chodzę tu od dwóch lat i jeszcze nigdy się nie zawiodłam. Koloryzacja wygląda naturalnie, a włosy są w dobrej kondycji.',
    'Profesjonalna obsługa, punktualnie i bez pośpiechu. Polecam każdemu!',
    'Rezerwacja online w minutę, wizyta punktualnie co do minuty. Fryzura trzyma się świetnie.',
    'Wreszcie znalazłem barbera, który wie, co robi. Broda wygląda perfekcyjnie.',
    'Balayage marzenie! Dziękuję za cierpliwość i cenne rady, jak dbać o włosy w domu.',
    'Manicure hybrydowy trzyma się już trzeci tydzień bez odprysku. Super!',
    'Czysto, przytulnie i z pasją. Widać, że zespół lubi swoją pracę.',
    'Byłam pierwszy raz i od razu poczułam się jak stała klientka. Gorąco polecam.',
    'Szybko, konkretnie i w rozsądnej cenie. Strzyżenie syna też wyszło świetnie.',
    'Fryzura na wesele wytrzymała całą noc tańców. Dziękuję!',
  ],
  4: [
    'Bardzo dobre strzyżenie, tylko trochę trzeba było poczekać mimo rezerwacji.',
    'Fajny salon i miła obsługa. Ceny nieco wyższe niż gdzie indziej, ale jakość jest.',
    'Kolor wyszedł ładny, choć odrobinę ciemniejszy, niż planowałam. Ogólnie jestem zadowolona.',
    'Solidna robota, polecam. Minus za trudności z parkowaniem w okolicy.',
    'Dobre miejsce na szybkie strzyżenie w przerwie na lunch.',
    'Sympatyczny zespół, wizyta przebiegła sprawnie. Następnym razem spróbuję też manicure.',
  ],
  3: [
    'Poprawnie, ale bez zachwytu. Strzyżenie w porządku, modelowanie mogłoby być staranniejsze.',
    'Obsługa miła, ale wizyta przesunęła się o 20 minut.',
    'Średnio. Efekt dobry, ale cena końcowa wyższa niż w cenniku online.',
    'W porządku, choć spodziewałam się dłuższej konsultacji przed koloryzacją.',
  ],
  2: [
    'Niestety fryzura nie wyszła tak, jak prosiłam. Za długo czekałam na poprawkę.',
    'Było głośno i tłoczno, a stylistka wyraźnie się spieszyła.',
    'Odwołano mi wizytę godzinę przed terminem. Szkoda.',
  ],
  1: [
    'Zupełnie nie to, o co prosiłem. Nie polecam.',
    'Czekałam 40 minut mimo rezerwacji i nikt nie przeprosił.',
    'Kolor wyszedł plamisty, musiałam iść do innego salonu na poprawkę.',
  ],
};

const THANKS = [
  'Dziękujemy za miłe słowa! Do zobaczenia przy następnej wizycie.',
  'Bardzo nam miło, dziękujemy za zaufanie. Zapraszamy ponownie!',
  'Dziękujemy! Przekażemy pochwały całemu zespołowi.',
];
const APOLOGIES = [
  'Przykro nam, że wizyta nie spełniła Pani oczekiwań. Prosimy o kontakt z salonem — chętnie umówimy bezpłatną poprawkę.',
  'Dziękujemy za uwagi i przepraszamy za czekanie. Pracujemy nad lepszym planowaniem wizyt.',
  'Bardzo przepraszamy. Prosimy o kontakt telefoniczny z kierowniczką salonu, wyjaśnimy sytuację.',
];

export function reviewRows(
  salonId: string,
  /** The salon's Google review counts per score, one star first. */
  perScore: readonly number[],
  todayMs: number,
  ids: Set<string>,
): Selectable<SalonReviewsTable>[] {
  const random = new Random(`reviews:${salonId}`);
  const count = random.int(3, 8);
  const rows: Selectable<SalonReviewsTable>[] = [];
  for (let i = 0; i < count; i += 1) {
    const rating = random.weighted([1, 2, 3, 4, 5], (stars) => perScore[stars - 1] ?? 0);
    const author = personName(random, random.chance(0.7) ? 'F' : 'M');
    const authorId = `1${random.digits(20)}`;
    let id: string;
    do id = `ChZDSUhNMG9nS0VJQ0FnS${random.token(14)}`;
    while (ids.has(id));
    ids.add(id);
    const createdMs = todayMs - random.int(2, 720) * DAY_MS - random.int(0, 23 * 60) * 60_000;
    const answered = rating <= 3 ? random.chance(0.8) : random.chance(0.4);
    const answerMs = Math.min(createdMs + random.int(2, 96) * HOUR_MS, todayMs - HOUR_MS);
    rows.push({
      id,
      salon_id: salonId,
      author_id: authorId,
      author_title: `${author.firstName} ${author.lastName}`,
      author_image: random.chance(0.8) ? `https://lh3.googleusercontent.com/a/ACg8oc${random.token(40)}=s120-c-rp-mo-br100` : null,
      author_link: `https://www.google.com/maps/contrib/${authorId}?hl=pl`,
      rating,
      body: random.chance(0.92) ? random.pick(BODIES[rating]!) : null,
      created_at: new Date(createdMs),
      link: `https://www.google.com/maps/reviews/data=!4m5!14m4!1m3!1m2!1s${authorId}!2s${id}`,
      likes: random.chance(0.7) ? 0 : random.int(1, 14),
      image_urls:
        rating >= 4 && random.chance(0.15)
          ? Array.from({ length: random.int(1, 3) }, () => `https://lh3.googleusercontent.com/p/AF1Qip${random.token(38)}=w600-h450-p-k-no`)
          : [],
      owner_answer: answered ? random.pick(rating <= 3 ? APOLOGIES : THANKS) : null,
      owner_answer_at: answered ? new Date(answerMs) : null,
    });
  }
  return rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}
