import type { Translations } from '../schema.ts';
import { serviceById } from './services.ts';

/*
 * Service vouchers the shop sells online: passes for several visits of the chain's own
 * services (their names come from the seeded services), a little cheaper than paying
 * visit by visit. Each has a gift-card picture drawn by api/scripts/draw-shop-photos.ts.
 */

type Text = Required<Translations>;
const t = (pl: string, en: string, fr: string): Text => ({ pl, en, fr });

export interface ShopVoucherSeed {
  /** Stable name of the voucher: its id and its picture's name derive from it. */
  key: string;
  name: Text;
  /** Ids of the seeded services a visit paid with it includes. */
  serviceIds: readonly string[];
  entries: number;
  validityMonths: number | null;
  /** Grosze, gross. */
  price: number;
  description: Text;
  /** What the card's picture prints: the count of visits and the service, as the salons' cards do (Polish). */
  card: { count: string; title: string; icon: 'scissors' | 'dryer' | 'brush' | 'clipper' | 'polish' };
}

export const SHOP_VOUCHERS: readonly ShopVoucherSeed[] = [
  {
    key: 'karnet-3-strzyzenie-damskie',
    name: t('Karnet 3× strzyżenie damskie', 'Pass: 3 women’s haircuts', 'Carte 3 coupes femme'),
    serviceIds: ['1001'],
    entries: 3,
    validityMonths: 6,
    price: 32400,
    description: t(
      'Trzy wizyty na strzyżenie damskie z myciem i modelowaniem, 10% taniej niż płacąc za każdą osobno. Termin każdej wizyty rezerwujesz sama, w dowolnym salonie sieci.\n\nKarnet jest ważny 6 miesięcy od pierwszej wizyty.',
      'Three women’s haircut visits with a wash and blow-dry, 10% cheaper than paying for each. You book each visit yourself, in any of the chain’s salons.\n\nThe pass is valid for 6 months from the first visit.',
      'Trois visites pour une coupe femme avec shampooing et brushing, 10 % moins cher qu’à l’unité. Vous réservez chaque visite vous-même, dans n’importe quel salon du réseau.\n\nLa carte est valable 6 mois à partir de la première visite.',
    ),
    card: { count: '3×', title: 'Strzyżenie damskie', icon: 'scissors' },
  },
  {
    key: 'karnet-5-modelowanie',
    name: t('Karnet 5× modelowanie', 'Pass: 5 blow-dries', 'Carte 5 brushings'),
    serviceIds: ['1004'],
    entries: 5,
    validityMonths: 6,
    price: 34000,
    description: t(
      'Pięć wizyt na mycie i modelowanie — na co dzień albo przed ważnym wyjściem. Płacisz 68 zł za wizytę zamiast 80 zł.\n\nKarnet jest ważny 6 miesięcy od pierwszej wizyty.',
      'Five wash-and-blow-dry visits, for every day or before a special evening. You pay 68 zł a visit instead of 80 zł.\n\nThe pass is valid for 6 months from the first visit.',
      'Cinq visites shampooing et brushing, au quotidien ou avant une soirée. Vous payez 68 zł la visite au lieu de 80 zł.\n\nLa carte est valable 6 mois à partir de la première visite.',
    ),
    card: { count: '5×', title: 'Modelowanie', icon: 'dryer' },
  },
  {
    key: 'voucher-koloryzacja-pielegnacja',
    name: t('Voucher koloryzacja + pielęgnacja', 'Voucher: colour + repair treatment', 'Bon coloration + soin'),
    serviceIds: ['1003', '1009'],
    entries: 1,
    validityMonths: 12,
    price: 34900,
    description: t(
      'Koloryzacja całych włosów i zabieg rekonstrukcji podczas jednej wizyty. Dobry pomysł na prezent: obdarowana osoba sama wybiera salon i termin.\n\nVoucher jest ważny 12 miesięcy.',
      'A full-head colour and a repair treatment in one visit. A good gift: the person you give it to picks the salon and the date.\n\nThe voucher is valid for 12 months.',
      'Une coloration complète et un soin réparateur en une seule visite. Une belle idée de cadeau\u00a0: la personne choisit elle-même le salon et la date.\n\nLe bon est valable 12 mois.',
    ),
    card: { count: '1×', title: 'Koloryzacja + pielęgnacja', icon: 'brush' },
  },
  {
    key: 'karnet-4-strzyzenie-meskie',
    name: t('Karnet 4× strzyżenie męskie', 'Pass: 4 men’s haircuts', 'Carte 4 coupes homme'),
    serviceIds: ['1002'],
    entries: 4,
    validityMonths: 6,
    price: 24900,
    description: t(
      'Cztery strzyżenia męskie z myciem i stylizacją — mniej więcej co sześć tygodni przez pół roku. Wychodzi ponad 30 zł taniej niż płacąc za każdą wizytę.\n\nKarnet jest ważny 6 miesięcy od pierwszej wizyty.',
      'Four men’s haircuts with a wash and styling, roughly every six weeks for half a year. It comes to over 30 zł less than paying per visit.\n\nThe pass is valid for 6 months from the first visit.',
      'Quatre coupes homme avec shampooing et coiffage, environ toutes les six semaines pendant six mois. Plus de 30 zł d’économie par rapport au paiement à la visite.\n\nLa carte est valable 6 mois à partir de la première visite.',
    ),
    card: { count: '4×', title: 'Strzyżenie męskie', icon: 'clipper' },
  },
  {
    key: 'karnet-3-strzyzenie-i-broda',
    name: t('Karnet 3× strzyżenie i broda', 'Pass: 3 haircut and beard visits', 'Carte 3 coupe et barbe'),
    serviceIds: ['1202'],
    entries: 3,
    validityMonths: 6,
    price: 30900,
    description: t(
      'Trzy wizyty w barberze: strzyżenie i trymowanie brody z gorącym ręcznikiem. Rezerwujesz w salonach z usługami barberskimi.\n\nKarnet jest ważny 6 miesięcy od pierwszej wizyty.',
      'Three barber visits: a haircut and a beard trim with a hot towel. Book them in the salons that offer barber services.\n\nThe pass is valid for 6 months from the first visit.',
      'Trois visites chez le barbier\u00a0: coupe et taille de barbe avec serviette chaude. À réserver dans les salons qui proposent le barbier.\n\nLa carte est valable 6 mois à partir de la première visite.',
    ),
    card: { count: '3×', title: 'Strzyżenie i broda', icon: 'clipper' },
  },
  {
    key: 'karnet-4-manicure-hybrydowy',
    name: t('Karnet 4× manicure hybrydowy', 'Pass: 4 gel polish manicures', 'Carte 4 manucures semi-permanentes'),
    serviceIds: ['1102'],
    entries: 4,
    validityMonths: 12,
    price: 42900,
    description: t(
      'Cztery manicure hybrydowe z opracowaniem skórek i wyborem koloru na miejscu. Usunięcie poprzedniej hybrydy wykonanej w naszym salonie jest w cenie wizyty.\n\nKarnet jest ważny 12 miesięcy od pierwszej wizyty.',
      'Four gel polish manicures with cuticle care and the colour chosen on the spot. Removing gel polish done in our salon is included in the visit.\n\nThe pass is valid for 12 months from the first visit.',
      'Quatre manucures semi-permanentes avec soin des cuticules et couleur choisie sur place. La dépose d’un semi-permanent réalisé dans notre salon est comprise.\n\nLa carte est valable 12 mois à partir de la première visite.',
    ),
    card: { count: '4×', title: 'Manicure hybrydowy', icon: 'polish' },
  },
];

/** The names of a voucher's services, from the seeded service catalogue. */
export const voucherServices = (voucher: ShopVoucherSeed): Text[] => voucher.serviceIds.map((id) => ({ ...serviceById(id).name }));
