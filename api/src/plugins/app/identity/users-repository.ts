import fp from 'fastify-plugin';
import type { Insertable } from 'kysely';
import type { MarketingConsent, UserProfile } from '@salon/contracts/identity-api';
import type { UserRow, UsersTable } from '../../../db/schema.ts';
import { ApiFailure, PG_ERRORS, pgErrorCode } from '../../../lib/errors.ts';
import type { Executor } from '../availability/availability-repository.ts';
import { balanceOf } from '../loyalty/balance.ts';

/*
 * Customer accounts: lookups by e-mail, phone and id, creation, and the profile as the
 * API answers it. E-mails arrive normalised (lib/secrets.ts normalizeEmail), phones in
 * E.164 (lib/phone.ts).
 */

export type NewUser = Insertable<UsersTable>;

export interface UsersRepository {
  findById(id: string, executor?: Executor): Promise<UserRow | undefined>;
  findByEmail(email: string, executor?: Executor): Promise<UserRow | undefined>;
  findByPhone(phone: string, executor?: Executor): Promise<UserRow | undefined>;
  /** Creates an account; 409 DUPLICATE_VALUE on `email` or `phone` when taken. */
  create(user: NewUser, executor?: Executor): Promise<UserRow>;
  /** The profile of GET /api/users/me. */
  profile(id: string, executor?: Executor): Promise<UserProfile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** Both channels, always in this order (spec: Email and Telemarketing). */
export function consentsOf(row: Pick<UserRow, 'consent_email' | 'consent_telemarketing'>): MarketingConsent[] {
  return [
    { channel: 'Email', granted: row.consent_email },
    { channel: 'Telemarketing', granted: row.consent_telemarketing },
  ];
}

/** Turns a unique violation on users into 409 DUPLICATE_VALUE naming the field. */
export function duplicateValueOf(error: unknown): ApiFailure | null {
  if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) return null;
  const text = `${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message ?? ''}`;
  return new ApiFailure(409, 'DUPLICATE_VALUE', text.includes('phone') ? 'phone' : 'email');
}

/**
 * The checks of every sign-in (password, code, Google, Apple, refresh): 403
 * USER_INACTIVE for an inactive loyalty account.
 */
export function assertActive(user: Pick<UserRow, 'loyalty_status'>): void {
  if (user.loyalty_status === 'INACTIVE') throw new ApiFailure(403, 'USER_INACTIVE');
}

export default fp(
  async (app) => {
    const { db } = app;
    const users: UsersRepository = {
      findById: (id, executor = db) => executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
      findByEmail: (email, executor = db) =>
        executor.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
      findByPhone: (phone, executor = db) =>
        executor.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),

      async create(user, executor = db) {
        try {
          return await executor
            .insertInto('users')
            .values({ ...user, created_at: app.clock.now().toJSDate(), updated_at: app.clock.now().toJSDate() })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          throw duplicateValueOf(error) ?? error;
        }
      },

      async profile(id, executor = db) {
        const row = await executor
          .selectFrom('users')
          .leftJoin('salons', 'salons.id', 'users.preferred_salon_id')
          .selectAll('users')
          .select(['salons.name as preferred_salon_name'])
          .where('users.id', '=', id)
          .executeTakeFirst();
        if (!row) throw new ApiFailure(401, 'UNAUTHORIZED');
        const [points, socials, pending] = await Promise.all([
          // The balance is the ledger's sum (plugins/app/loyalty).
          balanceOf(executor, id),
          executor.selectFrom('social_identities').select('provider').where('user_id', '=', id).orderBy('provider').execute(),
          executor
            .selectFrom('email_change_requests')
            .select('new_email')
            .where('user_id', '=', id)
            .where('confirmed_at', 'is', null)
            .where('cancelled_at', 'is', null)
            .where('expires_at', '>', app.clock.now().toJSDate())
            .orderBy('created_at', 'desc')
            .limit(1)
            .executeTakeFirst(),
        ]);
        return {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          phone: row.phone,
          unconfirmedPhone: row.pending_phone,
          email: row.email,
          emailConfirmed: row.email !== null && row.email_confirmed,
          unconfirmedEmail: pending?.new_email ?? (row.email && !row.email_confirmed ? row.email : null),
          sex: row.sex,
          birthday:
            row.birthday_day !== null && row.birthday_month !== null ? { day: row.birthday_day, month: row.birthday_month } : null,
          language: row.language,
          marketingConsents: consentsOf(row),
          preferredSalon:
            row.preferred_salon_id && row.preferred_salon_name ? { id: row.preferred_salon_id, name: row.preferred_salon_name } : null,
          points,
          accountTypes: row.account_types,
          hasPassword: row.password_hash !== null,
          hasLoyaltyAccount: row.loyalty_status !== null,
          socialLogins: [...new Set(socials.map((s) => s.provider))],
          identifiers: { marketingAutomation: row.marketing_id },
        };
      },
    };
    app.decorate('users', users);
  },
  { name: 'users-repository', dependencies: ['database', 'clock'] },
);
