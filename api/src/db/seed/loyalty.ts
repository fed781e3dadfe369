import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { ReceiptIntake, ReceiptIntakeItem } from '@salon/contracts/loyalty-api';
import { SALON_ZONE } from '../../lib/local-time.ts';
import { priceReceipt, recordReceipt } from '../../plugins/app/loyalty/record-receipt.ts';
import { recordReturn } from '../../plugins/app/loyalty/record-return.ts';
import { issueVoucher, recordVoucherPurchase } from '../../plugins/app/loyalty/vouchers.ts';
import type { DB, Translations } from '../schema.ts';
import { seededCompanies, companyIdOf } from './companies.ts';
import { customerId } from './customers.ts';
import { Random } from './random.ts';
import { SALON_LIST } from './salon-list.ts';

/*
 * The loyalty side of the chain: who operates each salon, the campaigns, and a year of
 * history for the demo customers — receipts and returns written through the tills'
 * intake (record-receipt.ts, record-return.ts), so their points, VAT, birthday discounts
 * and voucher use are computed by the same code as a real till's — plus vouchers in
 * every state and a thread with customer service. Runs on a fresh database after the
 * main seed and on a database seeded before loyalty existed (app_meta marks it done).
 * Deterministic for a given day.
 */

/** app_meta key: the static part (companies, campaigns, vouchers, messages) is written. */
const STATIC_DONE = 'loyalty_static';
/** app_meta key: the history is written too. */
const HISTORY_DONE = 'loyalty_seeded';
const LOYALTY_LOCK = 7_270_003;

/** The brand printed on the seeded documents: the demo chain's (deploy/config/config.json). */
const BRAND = 'Kosmyk';

/** Retail products a salon sells at the till (fiscal names, gross grosze, VAT 23 %). */
const PRODUCTS: readonly { name: string; price: number }[] = [
  { name: 'Szampon regenerujący 250 ml', price: 5_900 },
  { name: 'Odżywka nawilżająca 200 ml', price: 6_400 },
  { name: 'Maska odbudowująca 150 ml', price: 7_900 },
  { name: 'Olejek do włosów 50 ml', price: 8_900 },
  { name: 'Pianka zwiększająca objętość 200 ml', price: 4_900 },
  { name: 'Lakier do włosów mocny 300 ml', price: 3_900 },
  { name: 'Pomada do stylizacji 100 ml', price: 5_400 },
  { name: 'Olejek do brody 30 ml', price: 4_500 },
];

const PAYMENTS = ['CARD', 'CARD', 'CARD', 'BLIK', 'CASH'] as const;

/** One demo customer's year: how many visits, where, which services. */
interface HistoryPlan {
  customer: number;
  visits: number;
  salons: string[];
  services: string[];
  productChance: number;
  /** Employees who served them (the till's cashier name). */
  employees: string[];
}

const PLANS: readonly HistoryPlan[] = [
  { customer: 1, visits: 11, salons: ['M101', 'M101', 'M101', 'M103', 'M105'], services: ['1001', '1003', '1005', '1007'], productChance: 0.4, employees: ['Iza W.', 'Marta K.', 'Ola P.'] },
  { customer: 2, visits: 3, salons: ['M201'], services: ['1001', '1005'], productChance: 0.2, employees: ['Kasia L.'] },
  { customer: 9, visits: 4, salons: ['M102'], services: ['1001', '1003'], productChance: 0.3, employees: ['Ewa S.'] },
  { customer: 10, visits: 30, salons: ['M201', 'M201', 'M202', 'M101'], services: ['1001', '1003', '1004', '1006', '1008'], productChance: 0.6, employees: ['Natalia R.', 'Joanna B.'] },
];

const t = (pl: string, en: string, fr: string): Translations => ({ pl, en, fr });

/** Writes the loyalty data when it is missing; returns whether anything was written. */
export async function seedLoyaltyIfMissing(db: Kysely<DB>, options: { today: DateTime; now: Date }): Promise<boolean> {
  const today = options.today.setZone(SALON_ZONE).startOf('day');
  const wroteStatic = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOYALTY_LOCK})`.execute(trx);
    const meta = await trx.selectFrom('app_meta').select('key').where('key', 'in', [STATIC_DONE, 'seeded_at']).execute();
    if (!meta.some((row) => row.key === 'seeded_at') || meta.some((row) => row.key === STATIC_DONE)) return false;
    await trx.insertInto('companies').values(seededCompanies(SALON_LIST)).onConflict((oc) => oc.column('id').doNothing()).execute();
    for (const spec of SALON_LIST) await trx.updateTable('salons').set({ company_id: companyIdOf(spec) }).where('id', '=', spec.id).execute();
    await trx.insertInto('campaigns').values(campaigns(today)).onConflict((oc) => oc.column('id').doNothing()).execute();
    await seedVouchers(trx, today);
    await seedMessages(trx, today);
    await trx.insertInto('app_meta').values({ key: STATIC_DONE, value: today.toISODate()! }).execute();
    return true;
  });
  const history = await db.selectFrom('app_meta').select('key').where('key', '=', HISTORY_DONE).executeTakeFirst();
  if (history) return wroteStatic;
  // Outside one transaction (each document is its own); idempotent on document numbers,
  // so a start that stopped halfway finishes the job next time.
  await seedHistory(db, today, options.now);
  await db
    .insertInto('app_meta')
    .values({ key: HISTORY_DONE, value: today.toISODate()! })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return true;
}

function campaigns(today: DateTime) {
  const day = (days: number) => today.plus({ days }).toISODate()!;
  return [
    {
      id: 'winter-points',
      code: 'POINTS_COLLECTION',
      name: JSON.stringify(t('Zimowa kumulacja punktów', 'Winter points build-up', 'Cumul de points d’hiver')),
      description: JSON.stringify(
        t(
          'Zbierz 500 punktów do końca akcji, a dostaniesz voucher na zabieg regenerujący.',
          'Collect 500 points before the end of the campaign and get a voucher for a repair treatment.',
          'Cumulez 500 points avant la fin de l’opération et recevez un bon pour un soin réparateur.',
        ),
      ),
      details: JSON.stringify(
        t(
          'Liczą się punkty za wizyty i zakupy w salonach od pierwszego dnia akcji. Zwroty pomniejszają wynik.',
          'Points for visits and purchases in the salons count from the first day. Returns reduce the total.',
          'Les points des visites et des achats en salon comptent dès le premier jour. Les retours réduisent le total.',
        ),
      ),
      points_required: 500,
      starts_on: day(-25),
      ends_on: day(35),
      measure: 'ALL' as const,
      sort_order: 1,
    },
    {
      id: 'consents-bonus',
      code: 'MARKETING_CONSENT',
      name: JSON.stringify(t('Zgody marketingowe = więcej punktów', 'Marketing consents = more points', 'Consentements marketing = plus de points')),
      description: JSON.stringify(
        t(
          'Z obiema zgodami marketingowymi dostajesz +50 punktów za każdą wizytę. Zbierz 200 punktów bonusowych.',
          'With both marketing consents you get +50 points for every visit. Collect 200 bonus points.',
          'Avec les deux consentements marketing, vous gagnez +50 points à chaque visite. Cumulez 200 points bonus.',
        ),
      ),
      details: null,
      points_required: 200,
      starts_on: day(-90),
      ends_on: day(90),
      measure: 'CONSENTS_BONUS' as const,
      sort_order: 2,
    },
    {
      id: 'gift-voucher',
      code: 'VOUCHER_BUY',
      name: JSON.stringify(t('Voucher na prezent', 'A voucher as a gift', 'Un bon cadeau')),
      description: JSON.stringify(
        t(
          'Kup voucher w sklepie internetowym i zbierz 100 punktów za zakup.',
          'Buy a voucher in the online shop and collect 100 points for it.',
          'Achetez un bon dans la boutique en ligne et cumulez 100 points.',
        ),
      ),
      details: null,
      points_required: 100,
      starts_on: day(10),
      ends_on: day(40),
      measure: 'VOUCHER_PURCHASE' as const,
      sort_order: 3,
    },
    {
      id: 'summer-points',
      code: 'POINTS_COLLECTION',
      name: JSON.stringify(t('Lato z punktami', 'Summer of points', 'Un été de points')),
      description: JSON.stringify(
        t(
          'Akcja zakończona: tyle punktów zebrałaś przez lato za wizyty i zakupy w salonach. Dziękujemy!',
          'The campaign has ended: these are the points you collected over the summer for visits and purchases. Thank you!',
          'L’opération est terminée\u00a0: voici les points cumulés cet été pour vos visites et achats en salon. Merci\u00a0!',
        ),
      ),
      details: null,
      points_required: null,
      starts_on: day(-180),
      ends_on: day(-90),
      measure: 'ALL' as const,
      sort_order: 4,
    },
  ];
}

/** Origins of the seeded vouchers, so the history can spend them and a rerun finds them. */
const VOUCHER = {
  threeCuts: 'seed:anna:three-cuts',
  usedUp: 'seed:anna:colour',
  expired: 'seed:anna:expired-spa',
  expiring: 'seed:anna:expiring-manicure',
  paper: 'seed:anna:paper',
  hannaActive: 'seed:hanna:treatments',
} as const;

async function seedVouchers(db: Kysely<DB>, today: DateTime): Promise<void> {
  const anna = customerId(1);
  const at = (days: number) => today.plus({ days }).set({ hour: 12 }).toJSDate();
  const day = (days: number) => today.plus({ days }).toISODate()!;
  const cut = t('Strzyżenie damskie', 'Women’s haircut', 'Coupe femme');
  const threeCuts = await issueVoucher(db, {
    userId: anna,
    name: t('Pakiet 3 strzyżeń', 'Three haircuts', 'Forfait 3 coupes'),
    description: t(
      'Trzy strzyżenia damskie z myciem i stylizacją w dowolnym salonie sieci.',
      'Three women’s haircuts with a wash and styling in any salon of the chain.',
      'Trois coupes femme avec shampooing et coiffage dans n’importe quel salon du réseau.',
    ),
    source: 'ecommerce',
    purchasedAt: at(-60),
    expiresOn: day(305),
    validityMonths: 6,
    entries: 3,
    services: [cut],
    origin: VOUCHER.threeCuts,
  });
  await recordVoucherPurchase(db, { userId: anna, voucherId: threeCuts, amount: 30_000, at: at(-60) });
  await issueVoucher(db, {
    userId: anna,
    name: t('Koloryzacja', 'Hair colouring', 'Coloration'),
    description: t('Koloryzacja całych włosów z pielęgnacją.', 'Full-head colour with a care treatment.', 'Coloration complète avec soin.'),
    source: 'PK',
    purchasedAt: at(-220),
    expiresOn: day(145),
    validityMonths: null,
    entries: 1,
    services: [t('Koloryzacja', 'Hair colouring', 'Coloration')],
    origin: VOUCHER.usedUp,
  });
  await issueVoucher(db, {
    userId: anna,
    name: t('Rytuał pielęgnacyjny', 'Care ritual', 'Rituel de soin'),
    description: t('Zabieg regenerujący z masażem skóry głowy.', 'A repair treatment with a scalp massage.', 'Un soin réparateur avec massage du cuir chevelu.'),
    source: 'Mobile',
    purchasedAt: at(-400),
    expiresOn: day(-20),
    validityMonths: null,
    entries: 1,
    services: [t('Zabieg regenerujący', 'Hair repair treatment', 'Soin réparateur')],
    origin: VOUCHER.expired,
  });
  await issueVoucher(db, {
    userId: anna,
    name: t('Manicure hybrydowy', 'Gel manicure', 'Manucure semi-permanente'),
    description: t('Manicure hybrydowy z wybranym kolorem.', 'A gel manicure in the colour of your choice.', 'Une manucure semi-permanente de la couleur de votre choix.'),
    source: 'CC',
    purchasedAt: at(-170),
    expiresOn: day(10),
    validityMonths: null,
    entries: 1,
    services: [t('Manicure hybrydowy', 'Gel manicure', 'Manucure semi-permanente')],
    origin: VOUCHER.expiring,
  });
  await issueVoucher(db, {
    userId: anna,
    name: t('Voucher papierowy', 'Paper voucher', 'Bon papier'),
    description: t('Voucher wydrukowany w salonie.', 'A voucher printed in a salon.', 'Un bon imprimé en salon.'),
    source: 'RMS',
    purchasedAt: at(-30),
    expiresOn: day(335),
    validityMonths: null,
    entries: 1,
    services: [cut],
    paper: true,
    origin: VOUCHER.paper,
  });
  await issueVoucher(db, {
    userId: customerId(10),
    name: t('Pakiet pielęgnacyjny VIP', 'VIP care package', 'Forfait soin VIP'),
    description: t('Pięć zabiegów pielęgnacyjnych w salonie.', 'Five care treatments in a salon.', 'Cinq soins en salon.'),
    source: 'ios',
    purchasedAt: at(-45),
    expiresOn: day(320),
    validityMonths: 12,
    entries: 5,
    services: [t('Zabieg regenerujący', 'Hair repair treatment', 'Soin réparateur')],
    origin: VOUCHER.hannaActive,
  });
}

async function seedMessages(db: Kysely<DB>, today: DateTime): Promise<void> {
  const anna = customerId(1);
  const at = (days: number, hour: number, minute = 0) => today.plus({ days }).set({ hour, minute }).toJSDate();
  const thread = [
    { direction: 'SENT' as const, at: at(-9, 18, 12), body: 'Dzień dobry! Czy punkty za ostatnią wizytę na Puławskiej zostały już naliczone? Nie widzę ich jeszcze w historii.' },
    {
      direction: 'RECEIVED' as const,
      at: at(-8, 9, 40),
      body: 'Dzień dobry, Pani Anno! Punkty nalicza kasa salonu zaraz po wizycie; widzimy je już na Pani koncie. Historię punktów i paragony znajdzie Pani w zakładce „Wizyty i płatności”.',
      actions: [{ title: 'Wizyty i płatności', link: '/profil/wizyty' }],
    },
    { direction: 'SENT' as const, at: at(-8, 10, 5), body: 'Dziękuję, już widzę. Pozdrawiam!' },
    {
      direction: 'RECEIVED' as const,
      at: at(-1, 11, 30),
      body: 'Przypominamy, że voucher na manicure hybrydowy jest ważny jeszcze przez kilka dni. Zapraszamy!',
      actions: [{ title: 'Moje vouchery', link: '/profil/vouchery' }],
    },
  ];
  await db
    .insertInto('messages')
    .values(
      thread.map((message, index) => ({
        user_id: anna,
        direction: message.direction,
        body: message.body,
        actions: JSON.stringify('actions' in message ? message.actions : []),
        created_at: message.at,
        // Everything but the newest answer has been read.
        read_at: message.direction === 'SENT' || index < thread.length - 1 ? message.at : null,
      })),
    )
    .execute();
  await db
    .insertInto('notifications')
    .values({ user_id: anna, kind: 'MESSAGE_RECEIVED', params: '{}', link: '/profil/wiadomosci', created_at: thread[3]!.at, dedupe_key: 'message:seed-latest' })
    .onConflict((oc) => oc.constraint('notifications_dedupe').doNothing())
    .execute();
}

/** The last time a given month and day came before `today` (this year or the last). */
function lastDayOf(today: DateTime, month: number, day: number): DateTime {
  const thisYear = today.set({ month, day });
  return thisYear < today ? thisYear : thisYear.minus({ years: 1 });
}

async function seedHistory(db: Kysely<DB>, today: DateTime, now: Date): Promise<void> {
  const prices = await db
    .selectFrom('salon_services as ss')
    .innerJoin('services as s', 's.id', 'ss.service_id')
    .select(['ss.salon_id', 'ss.service_id', 'ss.price_minor', sql<string>`s.name->>'pl'`.as('name')])
    .execute();
  const priceOf = (salonId: string, serviceId: string) => prices.find((row) => row.salon_id === salonId && row.service_id === serviceId);
  const vouchers = new Map(
    (await db.selectFrom('vouchers').select(['id', 'origin']).where('origin', 'like', 'seed:%').execute()).map((row) => [row.origin, row.id]),
  );
  const context = { posSalonId: null, brand: BRAND, now };

  for (const plan of PLANS) {
    const random = new Random(`loyalty:${plan.customer}`);
    const userId = customerId(plan.customer);
    const days = new Set<number>();
    while (days.size < plan.visits) days.add(random.int(3, 360));
    const visitDays = [...days].sort((a, b) => b - a).map((ago) => today.minus({ days: ago }));
    // Anna's birthday visit: the 10th of her birthday month (March), with the discount.
    if (plan.customer === 1) visitDays.push(lastDayOf(today, 3, 10));
    visitDays.sort((a, b) => a.toMillis() - b.toMillis());

    let number = 0;
    let returnedOne = false;
    for (const day of visitDays) {
      const salonId = random.pick(plan.salons);
      const serviceIds = random.shuffle(plan.services).slice(0, random.int(1, 2));
      const items: ReceiptIntakeItem[] = serviceIds
        .map((serviceId) => priceOf(salonId, serviceId))
        .filter((row) => row !== undefined)
        .map((row) => ({ name: row.name, quantity: 1, unitGrossPrice: row.price_minor, taxCode: 'A' as const, taxRate: 23, serviceId: row.service_id }));
      if (items.length === 0) continue;
      if (random.chance(plan.productChance)) {
        const product = random.pick(PRODUCTS);
        items.push({ name: product.name, quantity: random.int(1, 2), unitGrossPrice: product.price, taxCode: 'A', taxRate: 23 });
      }
      number += 1;
      const issuedAt = day.set({ hour: random.int(10, 18), minute: random.pick([0, 15, 30, 45]) });
      const intake: ReceiptIntake = {
        salonId,
        documentNumber: `PAR/${issuedAt.toFormat('yyyy/MM')}/C${plan.customer}-${number}`,
        issuedAt: issuedAt.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
        customer: { id: userId },
        employeeName: random.pick(plan.employees),
        items,
        payments: [{ method: random.pick(PAYMENTS), amount: 0 }],
      };
      const recorded = await recordReceiptPaid(db, intake, context);
      // Anna takes back a product she did not like, a few days after her first purchase of one.
      const productLine = recorded.receipt.items.find((item) => intake.items[item.line - 1]?.serviceId === undefined);
      if (plan.customer === 1 && !returnedOne && productLine) {
        returnedOne = true;
        await recordReturn(
          db,
          {
            salonId,
            documentNumber: `ZW/${issuedAt.toFormat('yyyy/MM')}/C1-${number}`,
            issuedAt: issuedAt.plus({ days: 2 }).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
            receiptId: recorded.receipt.id,
            employeeName: intake.employeeName,
            items: [{ line: productLine.line, quantity: 1 }],
          },
          context,
        );
      }
    }
  }

  // Vouchers spent at the till: one of Anna's three cuts a month ago, her colouring voucher in full.
  const spend = async (origin: string, daysAgo: number, salonId: string, serviceId: string, documentNumber: string) => {
    const service = priceOf(salonId, serviceId)!;
    const issuedAt = today.minus({ days: daysAgo }).set({ hour: 11 });
    await recordReceipt(
      db,
      {
        salonId,
        documentNumber,
        issuedAt: issuedAt.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
        customer: { id: customerId(1) },
        employeeName: 'Iza W.',
        items: [{ name: service.name, quantity: 1, unitGrossPrice: service.price_minor, taxCode: 'A', taxRate: 23, serviceId }],
        payments: [{ method: 'VOUCHER', amount: service.price_minor, voucherId: vouchers.get(origin)!, voucherEntries: 1 }],
      },
      context,
    );
  };
  await spend(VOUCHER.threeCuts, 30, 'M101', '1001', `PAR/${today.minus({ days: 30 }).toFormat('yyyy/MM')}/V1`);
  await spend(VOUCHER.usedUp, 190, 'M101', '1003', `PAR/${today.minus({ days: 190 }).toFormat('yyyy/MM')}/V2`);

  // What happened more than a week ago has been seen.
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('read_at', 'is', null)
    .where('kind', '=', 'POINTS_AWARDED')
    .where('created_at', '<', today.minus({ days: 7 }).toJSDate())
    .execute();
}

/** Records a receipt paid in full with its one payment method, charging what the till would (birthday discount included). */
async function recordReceiptPaid(db: Kysely<DB>, intake: ReceiptIntake, context: { posSalonId: null; brand: string; now: Date }) {
  const customer = await db.selectFrom('users').select(['birthday_day', 'birthday_month']).where('id', '=', intake.customer.id!).executeTakeFirstOrThrow();
  const { totals } = priceReceipt(intake.items, { day: customer.birthday_day, month: customer.birthday_month }, DateTime.fromISO(intake.issuedAt, { zone: SALON_ZONE }));
  const { result } = await recordReceipt(db, { ...intake, payments: [{ ...intake.payments[0]!, amount: totals.gross }] }, context);
  return result;
}
