import type { Selectable } from 'kysely';
import type { DateTime } from 'luxon';
import type { ReservationsTable, SocialIdentitiesTable, UsersTable, VisitsTable } from '../schema.ts';
import { serviceById } from './services.ts';

/*
 * Customer accounts in every state the sign-in flows need (api/README.md, "Sign in as
 * each seeded customer"). Ids and phones are fixed so a developer and the browser tests
 * can name them; phones are +48 886 000 0xx (the seeded visits use +48 69x, the tests
 * other ranges). Every account with a password has DEVELOPMENT_PASSWORD.
 */

export const DEVELOPMENT_PASSWORD = 'Salon!2026';
/**
 * argon2id (m=19456, t=2, p=1) of DEVELOPMENT_PASSWORD, made once with lib/password.ts:
 * hashing at seed time would add a tenth of a second to every test file's database.
 */
const DEVELOPMENT_PASSWORD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$UeVnkzYYyVO5uKRlfYqw0A$A+HM0IXJQ0CmV19YG9DXKOinhXUGV2r7XD30uOKwdnU';

/** An e-mail no account has: identify answers isNewUser, the dialog goes to registration. */
export const NEW_CUSTOMER_EMAIL = 'nowa.klientka@example.com';

export interface SeedCustomer {
  /** What the account is for, as README's table lists it. */
  state: string;
  row: Selectable<UsersTable>;
  social?: { provider: 'GOOGLE' | 'APPLE'; subject: string };
}

/** The fixed id of seeded customer n (README's table). */
export const customerId = (n: number) => `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`;
const phone = (n: number) => `+48886000${String(n).padStart(3, '0')}`;

type Fields = Partial<Selectable<UsersTable>> & Pick<Selectable<UsersTable>, 'email' | 'first_name' | 'last_name'>;

function customer(n: number, today: DateTime, fields: Fields): Selectable<UsersTable> {
  const created = today.minus({ days: 400 - n * 17 }).toJSDate();
  return {
    id: customerId(n),
    phone: phone(n),
    created_at: created,
    updated_at: created,
    password_hash: DEVELOPMENT_PASSWORD_HASH,
    password_change_required: false,
    email_confirmed: true,
    sex: 'F',
    birthday_day: null,
    birthday_month: null,
    language: 'pl',
    preferred_salon_id: null,
    consent_email: false,
    consent_telemarketing: false,
    account_types: [],
    loyalty_status: 'ACTIVE',
    registered_with: 'PASSWORD',
    marketing_id: `00000000-0000-4000-9000-0000000c${String(n).padStart(4, '0')}`,
    pending_phone: null,
    ...fields,
  };
}

export function seedCustomers(today: DateTime): SeedCustomer[] {
  return [
    {
      state: 'regular: everything filled in (preferred salon, birthday, both consents, points)',
      row: customer(1, today, {
        email: 'anna.kowalska@example.com',
        first_name: 'Anna',
        last_name: 'Kowalska',
        preferred_salon_id: 'M101',
        birthday_day: 14,
        birthday_month: 3,
        consent_email: true,
        consent_telemarketing: true,
      }),
    },
    {
      state: 'loyalty account from a salon, no password yet (registers or signs in by SMS code)',
      row: customer(2, today, {
        email: 'beata.lojalna@example.com',
        first_name: 'Beata',
        last_name: 'Lojalna',
        password_hash: null,
        registered_with: null,
      }),
    },
    {
      state: 'inactive loyalty account (USER_INACTIVE)',
      row: customer(3, today, { email: 'celina.nieaktywna@example.com', first_name: 'Celina', last_name: 'Nieaktywna', loyalty_status: 'INACTIVE' }),
    },
    {
      state: 'registered with Google (no password: ACCOUNT_REGISTER_BY_SOCIAL_LOGIN)',
      row: customer(4, today, {
        email: 'ewa.google@example.com',
        first_name: 'Ewa',
        last_name: 'Zielińska',
        password_hash: null,
        registered_with: 'GOOGLE',
      }),
      social: { provider: 'GOOGLE', subject: 'google-dev-ewa' },
    },
    {
      state: 'registered with Apple',
      row: customer(5, today, {
        email: 'jan.apple@example.com',
        first_name: 'Jan',
        last_name: 'Wiśniewski',
        sex: 'M',
        password_hash: null,
        registered_with: 'APPLE',
      }),
      social: { provider: 'APPLE', subject: 'apple-dev-jan' },
    },
    {
      state: 'password change required (PASSWORD_CHANGE_REQUIRED → reset)',
      row: customer(6, today, { email: 'dorota.haslo@example.com', first_name: 'Dorota', last_name: 'Hasłowska', password_change_required: true }),
    },
    {
      state: 'unconfirmed e-mail (the forced verification modal, with-email stage)',
      row: customer(7, today, { email: 'filip.niepotwierdzony@example.com', first_name: 'Filip', last_name: 'Nowicki', sex: 'M', email_confirmed: false }),
    },
    {
      state: 'no e-mail at all (the verification modal, without-email stage; SMS sign-in)',
      row: customer(8, today, { email: null, email_confirmed: false, first_name: 'Karol', last_name: 'Bezmailowy', sex: 'M', password_hash: null, registered_with: null }),
    },
    {
      state: 'EMPLOYEE account type',
      row: customer(9, today, { email: 'gosia.pracownik@example.com', first_name: 'Małgorzata', last_name: 'Pracowita', account_types: ['EMPLOYEE'] }),
    },
    {
      state: 'VIP account type with many points',
      row: customer(10, today, {
        email: 'hanna.vip@example.com',
        first_name: 'Hanna',
        last_name: 'Złota',
        account_types: ['VIP'],
        preferred_salon_id: 'M201',
        consent_email: true,
        consent_telemarketing: true,
      }),
    },
    {
      state: 'no preferred salon yet (the salon directory\'s heart journey sets one and puts it back)',
      row: customer(11, today, { email: 'zofia.salony@example.com', first_name: 'Zofia', last_name: 'Wędrowna' }),
    },
  ];
}

export function customerRows(today: DateTime): { users: Selectable<UsersTable>[]; socialIdentities: Selectable<SocialIdentitiesTable>[] } {
  const customers = seedCustomers(today);
  return {
    users: customers.map((c) => c.row),
    socialIdentities: customers.flatMap((c) =>
      c.social ? [{ provider: c.social.provider, subject: c.social.subject, user_id: c.row.id, email: c.row.email, created_at: c.row.created_at }] : [],
    ),
  };
}

/**
 * The regular customer's history (customer 1, Anna Kowalska): two past visits in her
 * preferred salon with Iza W. (H10102), a women's cut, so that signed in she has a last
 * visit to repeat and recent visits to see. They lie before the diary's first day
 * (VISITS_FROM_DAY, -60), so they can never overlap a generated visit.
 */
export function customerHistory(
  today: DateTime,
  prices: ReadonlyMap<string, ReadonlyMap<string, number>>,
): { visits: Selectable<VisitsTable>[]; reservations: Selectable<ReservationsTable>[] } {
  const anna = seedCustomers(today)[0]!.row;
  const cut = serviceById('1001');
  const visits: Selectable<VisitsTable>[] = [];
  const reservations: Selectable<ReservationsTable>[] = [];
  for (const [n, daysAgo, hour] of [
    [1, 150, 11],
    [2, 90, 10],
  ] as const) {
    const start = today.minus({ days: daysAgo }).set({ hour, minute: 0 });
    const visitId = `00000000-0000-4000-a000-0000000c${String(n).padStart(4, '0')}`;
    visits.push({
      id: visitId,
      user_id: anna.id,
      first_name: anna.first_name!,
      last_name: anna.last_name!,
      phone: anna.phone!,
      salon_id: 'M101',
      selected_hairdresser_id: 'H10102',
      client_note: null,
      status: 'ACTIVE',
      created_at: start.minus({ days: 7 }).toJSDate(),
      cancelled_at: null,
      language: 'pl',
      cancelled_by: null,
    });
    reservations.push({
      id: `00000000-0000-4000-b000-0000000c${String(n).padStart(4, '0')}`,
      visit_id: visitId,
      salon_id: 'M101',
      service_id: cut.id,
      hairdresser_id: 'H10102',
      starts_at: start.toJSDate(),
      ends_at: start.plus({ minutes: cut.durationMinutes }).toJSDate(),
      price_minor: prices.get('M101')!.get(cut.id)!,
      status: 'ACTIVE',
    });
  }
  return { visits, reservations };
}
