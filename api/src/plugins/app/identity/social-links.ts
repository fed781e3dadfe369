import type { FastifyInstance } from 'fastify';
import type { SocialProvider, UserRow } from '../../../db/schema.ts';
import type { Executor } from '../availability/availability-repository.ts';
import type { SocialIdentity } from './social-tokens.ts';
import { duplicateValueOf, type NewUser } from './users-repository.ts';

/*
 * Links between customers and their Google or Apple accounts: one subject belongs to one
 * customer, and a customer has at most one subject per provider.
 */

/** The customer a provider's subject is linked to. */
export async function linkedUser(app: FastifyInstance, identity: SocialIdentity): Promise<UserRow | undefined> {
  const link = await app.db
    .selectFrom('social_identities')
    .select('user_id')
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return link ? app.users.findById(link.user_id) : undefined;
}

/** The subject a customer has with a provider, if linked. */
export async function subjectOf(app: FastifyInstance, userId: string, provider: SocialProvider): Promise<string | undefined> {
  const link = await app.db
    .selectFrom('social_identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return link?.subject;
}

/**
 * Links (idempotently) a subject to a customer, keeping the provider's latest e-mail
 * (Apple's e-mail change compares with it). A subject linked to someone else is left alone.
 */
export async function link(executor: Executor, userId: string, identity: SocialIdentity): Promise<void> {
  await executor
    .insertInto('social_identities')
    .values({ provider: identity.provider, subject: identity.subject, user_id: userId, email: identity.email })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'subject']).doUpdateSet({ email: identity.email }).where('social_identities.user_id', '=', userId),
    )
    .execute();
}

/**
 * A new account registered through a provider, linked to it and signed in, in one
 * transaction; 409 DUPLICATE_VALUE when its e-mail or phone was taken meanwhile.
 */
export async function createLinkedAccount(app: FastifyInstance, identity: SocialIdentity, user: NewUser) {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const created = await app.users.create(user, trx);
      await link(trx, created.id, identity);
      return app.sessions.start(created.id, trx);
    });
  } catch (error) {
    throw duplicateValueOf(error) ?? error;
  }
}
