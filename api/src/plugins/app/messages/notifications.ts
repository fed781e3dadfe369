import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { LANGUAGES, type Language } from '@salon/contracts/languages';
import type { Notification, NotificationKind, Notifications } from '@salon/contracts/messages-api';
import type { DB } from '../../../db/schema.ts';
import { formatLocalDateTime, SALON_ZONE } from '../../../lib/local-time.ts';
import { translate } from '../../../lib/translate.ts';
import { listVouchers } from '../loyalty/vouchers.ts';

/*
 * What the customer is told in their profile: points awarded (written by the receipt
 * intake), an answer from customer service (written with the answer), a voucher
 * about to expire (written when the customer next looks, once per voucher and expiry
 * date), and their visits booked, changed, cancelled or coming up (written with the
 * change by plugins/app/visit-messages). Title and body are written at read time in the
 * reader's language.
 */

type Db = Kysely<DB>;

/** A voucher is "about to expire" this many days before its last day. */
export const VOUCHER_EXPIRY_NOTICE_DAYS = 14;
/** The newest notifications a customer is shown. */
const NOTIFICATIONS_SHOWN = 50;

const plural = (language: Language, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  forms[new Intl.PluralRules(language).select(count)] ?? forms.other;

const pointsWord = (language: Language, count: number): string =>
  language === 'pl'
    ? plural('pl', count, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' })
    : plural(language, count, { one: 'point', other: 'points' });

type Params = Record<string, string | number>;

const DATE_FORMAT = { pl: 'd.MM.yyyy', en: 'dd/MM/yyyy', fr: 'dd/MM/yyyy' } as const;

/** A salon-local date-time of a visit's params ('2026-11-24T10:00:00') as `language` writes it, with the time. */
const visitWhen = (value: string | number | undefined, language: Language) =>
  DateTime.fromISO(String(value), { zone: SALON_ZONE }).toFormat(`${DATE_FORMAT[language]}, HH:mm`);

/** The services of a visit's params in `language` (the notice is read in whichever the customer uses then). */
const visitService = (params: Params, language: Language) => String(params[`service_${language}`] ?? params.service_pl);

/** Title and body of a notification in `language`. */
export function notificationText(kind: NotificationKind, params: Params, language: Language): { title: string; body: string } {
  switch (kind) {
    case 'POINTS_AWARDED': {
      const points = Number(params.points);
      const word = pointsWord(language, points);
      return {
        pl: { title: 'Nowe punkty', body: `Dostajesz ${points} ${word} za wizytę w salonie ${params.salon}.` },
        en: { title: 'New points', body: `You earned ${points} ${word} for your visit to ${params.salon}.` },
        fr: { title: 'Nouveaux points', body: `Vous avez gagné ${points} ${word} pour votre visite au salon ${params.salon}.` },
      }[language];
    }
    case 'VOUCHER_EXPIRING': {
      const date = DateTime.fromISO(String(params.expirationDate), { zone: SALON_ZONE }).toFormat(DATE_FORMAT[language]);
      const voucher = String(params[`voucher_${language}`] ?? params.voucher_pl);
      return {
        pl: { title: 'Voucher wkrótce wygaśnie', body: `${voucher} jest ważny do ${date}. Zarezerwuj wizytę, zanim przepadnie.` },
        en: { title: 'Your voucher expires soon', body: `${voucher} is valid until ${date}. Book a visit before it runs out.` },
        fr: { title: 'Votre bon expire bientôt', body: `${voucher} est valable jusqu’au ${date}. Réservez une visite avant qu’il n’expire.` },
      }[language];
    }
    case 'MESSAGE_RECEIVED':
      return {
        pl: { title: 'Nowa wiadomość', body: 'Biuro obsługi klienta odpowiedziało na Twoją wiadomość.' },
        en: { title: 'New message', body: 'Customer service has answered your message.' },
        fr: { title: 'Nouveau message', body: 'Le service client a répondu à votre message.' },
      }[language];
    case 'VISIT_BOOKED': {
      const [service, salon, when] = [visitService(params, language), params.salon, visitWhen(params.dateTime, language)];
      return {
        pl: { title: 'Wizyta zarezerwowana', body: `${service} w salonie ${salon}: ${when}.` },
        en: { title: 'Visit booked', body: `${service} at ${salon}: ${when}.` },
        fr: { title: 'Rendez-vous confirmé', body: `${service} au salon ${salon}\u00a0: ${when}.` },
      }[language];
    }
    case 'VISIT_CHANGED': {
      const [service, salon, when] = [visitService(params, language), params.salon, visitWhen(params.dateTime, language)];
      const before = params.previousDateTime === undefined ? null : visitWhen(params.previousDateTime, language);
      return {
        pl: { title: 'Zmiana terminu wizyty', body: `${service} w salonie ${salon}: nowy termin ${when}${before ? ` (zamiast ${before})` : ''}.` },
        en: { title: 'Visit changed', body: `${service} at ${salon}: now ${when}${before ? ` (was ${before})` : ''}.` },
        fr: { title: 'Rendez-vous modifié', body: `${service} au salon ${salon}\u00a0: désormais ${when}${before ? ` (au lieu de ${before})` : ''}.` },
      }[language];
    }
    case 'VISIT_CANCELLED': {
      const [service, salon, when] = [visitService(params, language), params.salon, visitWhen(params.dateTime, language)];
      if (params.cancelledBy === 'SALON') {
        return {
          pl: { title: 'Salon odwołał wizytę', body: `Przepraszamy, salon ${salon} musiał odwołać Twoją wizytę ${when} (${service}). Zarezerwuj nowy termin.` },
          en: { title: 'The salon cancelled your visit', body: `We are sorry: ${salon} had to cancel your visit on ${when} (${service}). Book another time.` },
          fr: { title: 'Le salon a annulé votre rendez-vous', body: `Toutes nos excuses\u00a0: le salon ${salon} a dû annuler votre rendez-vous du ${when} (${service}). Reprenez rendez-vous.` },
        }[language];
      }
      return {
        pl: { title: 'Wizyta odwołana', body: `${service} w salonie ${salon}, ${when}: wizyta odwołana.` },
        en: { title: 'Visit cancelled', body: `${service} at ${salon}, ${when}: the visit is cancelled.` },
        fr: { title: 'Rendez-vous annulé', body: `${service} au salon ${salon}, ${when}\u00a0: le rendez-vous est annulé.` },
      }[language];
    }
    case 'VISIT_REMINDER': {
      const [service, salon, when] = [visitService(params, language), params.salon, visitWhen(params.dateTime, language)];
      return {
        pl: { title: 'Przypomnienie o wizycie', body: `${service} w salonie ${salon}: ${when}.` },
        en: { title: 'Your visit is coming up', body: `${service} at ${salon}: ${when}.` },
        fr: { title: 'Rappel de rendez-vous', body: `${service} au salon ${salon}\u00a0: ${when}.` },
      }[language];
    }
  }
}

/**
 * Writes the "about to expire" notice of each active voucher whose last day is within
 * VOUCHER_EXPIRY_NOTICE_DAYS, once per voucher and last day (a moved expiry is told again).
 */
async function noteExpiringVouchers(db: Db, userId: string, now: Date, language: Language): Promise<void> {
  const today = DateTime.fromJSDate(now).setZone(SALON_ZONE);
  const horizon = today.plus({ days: VOUCHER_EXPIRY_NOTICE_DAYS }).toISODate()!;
  const vouchers = await listVouchers(db, userId, { active: true, today: today.toISODate()!, language });
  const expiring = vouchers.filter((voucher) => voucher.expirationDate !== null && voucher.expirationDate <= horizon);
  if (expiring.length === 0) return;
  // The voucher's name in every language: the notice is read in whichever the customer uses then.
  const names = new Map(
    (await db.selectFrom('vouchers').select(['id', 'name']).where('id', 'in', expiring.map((voucher) => voucher.id)).execute()).map((row) => [row.id, row.name]),
  );
  await db
    .insertInto('notifications')
    .values(
      expiring.map((voucher) => ({
        user_id: userId,
        kind: 'VOUCHER_EXPIRING' as const,
        params: JSON.stringify({
          ...Object.fromEntries(LANGUAGES.map((lang) => [`voucher_${lang}`, translate(names.get(voucher.id), lang) ?? voucher.name])),
          expirationDate: voucher.expirationDate!,
        }),
        link: '/profil/vouchery',
        created_at: now,
        dedupe_key: `voucher-expiring:${voucher.id}:${voucher.expirationDate}`,
      })),
    )
    .onConflict((oc) => oc.constraint('notifications_dedupe').doNothing())
    .execute();
}

/** The customer's newest notifications and how many are unread. */
export async function listNotifications(db: Db, userId: string, args: { now: Date; language: Language }): Promise<Notifications> {
  await noteExpiringVouchers(db, userId, args.now, args.language);
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'params', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  const data = rows.map(
    (row): Notification => ({
      id: row.id,
      kind: row.kind,
      ...notificationText(row.kind, row.params, args.language),
      link: row.link,
      dateTime: formatLocalDateTime(row.created_at),
      read: row.read_at !== null,
    }),
  );
  return { data, unreadCount: await unreadCount(db, userId) };
}

/** Unread notifications (the badge), voucher notices included. */
export async function countUnread(db: Db, userId: string, args: { now: Date; language: Language }): Promise<number> {
  await noteExpiringVouchers(db, userId, args.now, args.language);
  return unreadCount(db, userId);
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks the given notifications (all when none are named) of the customer read. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[] | undefined, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== undefined && ids.length > 0, (qb) => qb.where('id', 'in', ids!))
    .execute();
}
