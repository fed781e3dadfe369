import { DateTime } from 'luxon';
import { LANGUAGE_LOCALES, type Language } from '@salon/contracts/languages';
import { visitLocationLine } from '@salon/contracts/reservations-api';
import { colonIn } from '@salon/contracts/french-typography';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import { formatPln } from '../../../lib/money.ts';
import { translate } from '../../../lib/translate.ts';
import type { RenderedMessage } from '../outbox/templates.ts';
import type { VisitFacts } from './visit-facts.ts';
import { smsText } from './sms-text.ts';

/*
 * What a customer is told about their visit, in the visit's language: an SMS (short, plain
 * ASCII, see sms-text.ts) and an e-mail (subject and plain-text body, like every template
 * of the outbox). Transactional: no marketing in them.
 */

/** Why a message about a visit is sent. */
export type VisitEvent = 'BOOKED' | 'CHANGED' | 'CANCELLED' | 'REMINDER';

/** What a message says beyond the visit itself. */
export interface VisitLinks {
  /** The visit's page with its token (visitManageLink). */
  manage: string;
  /** The site's booking for the visit's salon and service: "book again" after a cancellation. */
  bookAgain: string;
}

/** "wtorek, 24 listopada 2026, 10:00", "Tuesday, 24 November 2026, 10:00", "mardi 24 novembre 2026 à 10:00". */
export function formatVisitWhen(instant: DateTime, language: Language): string {
  const local = instant.setZone(SALON_ZONE).setLocale(LANGUAGE_LOCALES[language]);
  return `${local.toLocaleString(DateTime.DATE_HUGE)}${{ pl: ', ', en: ', ', fr: ' à ' }[language]}${local.toFormat('HH:mm')}`;
}

/** The salon's address on one line: first address line, postcode and city; null for a mobile salon. */
export function salonAddressLine(salon: VisitFacts['salon']): string | null {
  if (!salon.street) return null;
  return [salon.street, [salon.postcode, salon.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Where a visit at the customer's place happens, after the mobile salon's name: the team comes to the address. */
const AT_CUSTOMER_PLACE: Record<Language, (salon: string, address: string) => string> = {
  pl: (salon, address) => `${salon}, dojazd pod adres: ${address}`,
  en: (salon, address) => `${salon}, coming to you at ${address}`,
  fr: (salon, address) => `${salon}, à domicile\u00a0: ${address}`,
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * The visit in words of its language. A visit at the customer's place (a virtual salon's)
 * is at the customer's address, which replaces the salon's everywhere.
 */
function describe(facts: VisitFacts) {
  const { language } = facts;
  const address = facts.location ? visitLocationLine(facts.location) : salonAddressLine(facts.salon);
  return {
    salon: facts.salon.name,
    address,
    atCustomerPlace: facts.location !== null,
    place:
      facts.location && address
        ? AT_CUSTOMER_PLACE[language](facts.salon.name, address)
        : [facts.salon.name, address].filter(Boolean).join(', '),
    when: formatVisitWhen(facts.start, language),
    services: unique(facts.reservations.map((r) => translate(r.serviceName, language) ?? r.serviceId)).join(', '),
    hairdressers: unique(facts.reservations.map((r) => r.hairdresserName)).join(', '),
    price: formatPln(
      facts.reservations.reduce((sum, r) => sum + r.priceMinor, 0),
      language,
    ),
  };
}
type Described = ReturnType<typeof describe>;

/** One text per language, written from the description. */
type Copy<A extends unknown[] = []> = Record<Language, (d: Described, ...args: A) => string>;

const details = (d: Described) => `${d.services}, ${d.hairdressers}, ${d.price}`;

const SMS: {
  BOOKED: Copy<[link: string]>;
  CHANGED: Copy<[previous: string, link: string]>;
  REMINDER: Copy<[link: string]>;
  CANCELLED_BY_CUSTOMER: Copy<[link: string]>;
  CANCELLED_BY_SALON: Copy<[link: string]>;
} = {
  BOOKED: {
    pl: (d, link) => `Wizyta potwierdzona: ${d.when}. ${details(d)}. ${d.place}. Zmień lub odwołaj: ${link}`,
    en: (d, link) => `Visit confirmed: ${d.when}. ${details(d)}. ${d.place}. Change or cancel: ${link}`,
    fr: (d, link) => `Rendez-vous confirmé\u00a0: ${d.when}. ${details(d)}. ${d.place}. Modifier ou annuler\u00a0: ${link}`,
  },
  // Both times take room: the salon's name only (its address has not changed), no price.
  CHANGED: {
    pl: (d, previous, link) => `Nowy termin wizyty: ${d.when} (zamiast ${previous}). ${d.services}, ${d.hairdressers}, ${d.salon}. Zmień lub odwołaj: ${link}`,
    en: (d, previous, link) => `Visit moved to ${d.when} (was ${previous}). ${d.services}, ${d.hairdressers}, ${d.salon}. Change or cancel: ${link}`,
    fr: (d, previous, link) => `Rendez-vous déplacé\u00a0: ${d.when} (au lieu de ${previous}). ${d.services}, ${d.hairdressers}, ${d.salon}. Modifier ou annuler\u00a0: ${link}`,
  },
  REMINDER: {
    pl: (d, link) => `Przypomnienie o wizycie: ${d.when}. ${details(d)}. ${d.place}. Zmień lub odwołaj: ${link}`,
    en: (d, link) => `Reminder of your visit: ${d.when}. ${details(d)}. ${d.place}. Change or cancel: ${link}`,
    fr: (d, link) => `Rappel de votre rendez-vous\u00a0: ${d.when}. ${details(d)}. ${d.place}. Modifier ou annuler\u00a0: ${link}`,
  },
  CANCELLED_BY_CUSTOMER: {
    pl: (d, link) => `Wizyta odwołana: ${d.when}, ${d.services}, ${d.place}. Nowy termin: ${link}`,
    en: (d, link) => `Visit cancelled: ${d.when}, ${d.services}, ${d.place}. Book another time: ${link}`,
    fr: (d, link) => `Rendez-vous annulé\u00a0: ${d.when}, ${d.services}, ${d.place}. Reprendre rendez-vous\u00a0: ${link}`,
  },
  CANCELLED_BY_SALON: {
    pl: (d, link) => `Przepraszamy, salon ${d.salon} musiał odwołać Twoją wizytę: ${d.when}, ${d.services}. Zarezerwuj nowy termin: ${link}`,
    en: (d, link) => `We are sorry: the ${d.salon} salon had to cancel your visit on ${d.when}, ${d.services}. Book another time: ${link}`,
    fr: (d, link) => `Toutes nos excuses\u00a0: le salon ${d.salon} a dû annuler votre rendez-vous du ${d.when}, ${d.services}. Reprendre rendez-vous\u00a0: ${link}`,
  },
};

type Texts = Record<Language, string>;

const EMAIL = {
  subject: {
    BOOKED: { pl: (w: string) => `Potwierdzenie wizyty: ${w}`, en: (w: string) => `Your visit is booked: ${w}`, fr: (w: string) => `Votre rendez-vous est confirmé\u00a0: ${w}` },
    CHANGED: { pl: (w: string) => `Nowy termin wizyty: ${w}`, en: (w: string) => `Your visit has moved: ${w}`, fr: (w: string) => `Votre rendez-vous a été déplacé\u00a0: ${w}` },
    REMINDER: { pl: (w: string) => `Przypomnienie o wizycie: ${w}`, en: (w: string) => `Reminder of your visit: ${w}`, fr: (w: string) => `Rappel de votre rendez-vous\u00a0: ${w}` },
    CANCELLED_BY_CUSTOMER: { pl: (w: string) => `Wizyta odwołana: ${w}`, en: (w: string) => `Your visit is cancelled: ${w}`, fr: (w: string) => `Votre rendez-vous est annulé\u00a0: ${w}` },
    CANCELLED_BY_SALON: {
      pl: (w: string) => `Salon odwołał Twoją wizytę: ${w}`,
      en: (w: string) => `The salon has cancelled your visit: ${w}`,
      fr: (w: string) => `Le salon a annulé votre rendez-vous\u00a0: ${w}`,
    },
  },
  greeting: { pl: (name: string) => `Dzień dobry ${name},`, en: (name: string) => `Hello ${name},`, fr: (name: string) => `Bonjour ${name},` },
  lead: {
    BOOKED: {
      pl: 'dziękujemy za rezerwację. Twoja wizyta jest potwierdzona.',
      en: 'thank you for booking. Your visit is confirmed.',
      fr: 'merci pour votre réservation. Votre rendez-vous est confirmé.',
    },
    CHANGED: {
      pl: 'termin Twojej wizyty został zmieniony. Oto jej aktualne szczegóły.',
      en: 'your visit has been changed. Here are its details now.',
      fr: 'votre rendez-vous a été modifié. Voici ses nouveaux détails.',
    },
    REMINDER: {
      pl: 'przypominamy o Twojej wizycie.',
      en: 'this is a reminder of your visit.',
      fr: 'nous vous rappelons votre rendez-vous.',
    },
    CANCELLED_BY_CUSTOMER: {
      pl: 'Twoja wizyta została odwołana.',
      en: 'your visit has been cancelled.',
      fr: 'votre rendez-vous a été annulé.',
    },
    CANCELLED_BY_SALON: {
      pl: 'z przykrością informujemy, że salon musiał odwołać Twoją wizytę. Bardzo przepraszamy za kłopot.',
      en: 'we are sorry to tell you that the salon had to cancel your visit. Please accept our apologies for the trouble.',
      fr: 'nous avons le regret de vous informer que le salon a dû annuler votre rendez-vous. Veuillez nous excuser pour ce désagrément.',
    },
  },
  label: {
    salon: { pl: 'Salon', en: 'Salon', fr: 'Salon' },
    address: { pl: 'Adres', en: 'Address', fr: 'Adresse' },
    location: { pl: 'Adres wizyty (dojazd do Ciebie)', en: 'Visit address (we come to you)', fr: 'Adresse du rendez-vous (nous venons chez vous)' },
    when: { pl: 'Termin', en: 'Date', fr: 'Date' },
    previous: { pl: 'Poprzedni termin', en: 'Previously', fr: 'Ancienne date' },
    service: { pl: 'Usługa', en: 'Service', fr: 'Prestation' },
    hairdresser: { pl: 'Fryzjer', en: 'Hairdresser', fr: 'Coiffeur' },
    price: { pl: 'Cena', en: 'Price', fr: 'Prix' },
    phone: { pl: 'Telefon do salonu', en: 'Salon phone', fr: 'Téléphone du salon' },
  } satisfies Record<string, Texts>,
  manage: {
    pl: 'Zmień termin lub odwołaj wizytę:',
    en: 'Change or cancel the visit:',
    fr: 'Modifier ou annuler le rendez-vous\u00a0:',
  } satisfies Texts,
  bookAgain: {
    CANCELLED_BY_CUSTOMER: {
      pl: 'Chcesz umówić się na inny termin? Zarezerwuj tutaj:',
      en: 'Would you like another time? Book here:',
      fr: 'Vous souhaitez un autre créneau\u00a0? Réservez ici\u00a0:',
    },
    CANCELLED_BY_SALON: {
      pl: 'Chętnie przyjmiemy Cię w innym terminie. Zarezerwuj tutaj:',
      en: 'We would be glad to see you at another time. Book here:',
      fr: 'Nous serons heureux de vous accueillir à un autre moment. Réservez ici\u00a0:',
    },
  } satisfies Record<string, Texts>,
  calendar: {
    pl: 'W załączniku jest plik .ics: otwórz go, aby dodać wizytę do kalendarza.',
    en: 'The attached .ics file adds the visit to your calendar.',
    fr: 'Le fichier .ics joint ajoute le rendez-vous à votre calendrier.',
  } satisfies Texts,
};

/** The copy of an event: a cancellation reads differently when the salon made it. */
function copyKey(event: VisitEvent, facts: VisitFacts) {
  if (event !== 'CANCELLED') return event;
  return facts.cancelledBy === 'SALON' ? 'CANCELLED_BY_SALON' : 'CANCELLED_BY_CUSTOMER';
}

/** Before a change: where the visit was. */
export interface PreviousTime {
  start: DateTime;
}

/** The SMS about the visit, in its language, plain ASCII (sms-text.ts). */
export function renderVisitSms(event: VisitEvent, facts: VisitFacts, links: VisitLinks, previous?: PreviousTime): string {
  const d = describe(facts);
  const { language } = facts;
  const key = copyKey(event, facts);
  switch (key) {
    case 'CHANGED': {
      const before = previous ? formatVisitWhen(previous.start, language) : d.when;
      return smsText(SMS.CHANGED[language](d, before, links.manage));
    }
    case 'CANCELLED_BY_CUSTOMER':
    case 'CANCELLED_BY_SALON':
      return smsText(SMS[key][language](d, links.bookAgain));
    default:
      return smsText(SMS[key][language](d, links.manage));
  }
}

/**
 * The e-mail about the visit: every detail of it, the manage link (or, once cancelled,
 * the booking's link), and for a booking or a change a word about the attached .ics.
 */
export function renderVisitEmail(event: VisitEvent, facts: VisitFacts, links: VisitLinks, previous?: PreviousTime): RenderedMessage {
  const d = describe(facts);
  const { language } = facts;
  const key = copyKey(event, facts);
  const { label } = EMAIL;
  // French sets a no-break space before a colon.
  const line = (name: keyof typeof label, value: string) => `${label[name][language]}${colonIn(language)} ${value}`;
  const cancelled = key === 'CANCELLED_BY_CUSTOMER' || key === 'CANCELLED_BY_SALON';
  const body = [
    EMAIL.greeting[language](facts.firstName),
    '',
    EMAIL.lead[key][language],
    '',
    line('salon', d.salon),
    ...(d.address ? [line(d.atCustomerPlace ? 'location' : 'address', d.address)] : []),
    line('when', d.when),
    ...(key === 'CHANGED' && previous ? [line('previous', formatVisitWhen(previous.start, language))] : []),
    line('service', d.services),
    line('hairdresser', d.hairdressers),
    line('price', d.price),
    line('phone', facts.salon.phone),
    '',
    ...(cancelled ? [EMAIL.bookAgain[key][language], links.bookAgain] : [EMAIL.manage[language], links.manage]),
    ...(key === 'BOOKED' || key === 'CHANGED' ? ['', EMAIL.calendar[language]] : []),
  ];
  return { subject: EMAIL.subject[key][language](d.when), body: body.join('\n') };
}

/** Which template an outbox row of the event is (the outbox's `template`). */
export function visitTemplate(event: VisitEvent, facts: VisitFacts): string {
  return {
    BOOKED: 'visit.booked',
    CHANGED: 'visit.changed',
    REMINDER: 'visit.reminder',
    CANCELLED_BY_CUSTOMER: 'visit.cancelled',
    CANCELLED_BY_SALON: 'visit.cancelled-by-salon',
  }[copyKey(event, facts)];
}

const CALENDAR = {
  title: (services: string, salon: string) => `${services} – ${salon}`,
  description: {
    pl: (salon: string, phone: string) => `Wizyta w salonie ${salon}. Telefon do salonu: ${phone}.`,
    en: (salon: string, phone: string) => `Visit at the ${salon} salon. Salon phone: ${phone}.`,
    fr: (salon: string, phone: string) => `Rendez-vous au salon ${salon}. Téléphone du salon\u00a0: ${phone}.`,
  },
  reminder: {
    pl: (title: string) => `Za godzinę wizyta: ${title}`,
    en: (title: string) => `Visit in one hour: ${title}`,
    fr: (title: string) => `Rendez-vous dans une heure\u00a0: ${title}`,
  },
  fileName: { pl: 'wizyta.ics', en: 'visit.ics', fr: 'rendez-vous.ics' } satisfies Texts,
};

/**
 * The calendar entry's words, as the booking remote's "Add to calendar" writes them
 * (mfe-booking visit-details), so a file from the e-mail and one from the site read alike.
 */
export function visitCalendarCopy(facts: VisitFacts) {
  const d = describe(facts);
  const { language } = facts;
  const title = CALENDAR.title(d.services, d.salon);
  return {
    title,
    description: CALENDAR.description[language](d.salon, facts.salon.phone),
    // Where to go: the customer's own address for a visit at their place, which a
    // calendar would not find behind the mobile salon's name.
    location: d.atCustomerPlace && d.address ? d.address : d.place,
    reminderText: CALENDAR.reminder[language](title),
    fileName: CALENDAR.fileName[language],
  };
}
