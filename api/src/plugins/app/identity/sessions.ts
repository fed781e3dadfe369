import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { TOKEN_LIMITS, type Tokens } from '@salon/contracts/identity-api';
import { signAccessToken } from '../../../lib/access-token.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/secrets.ts';
import type { Executor } from '../availability/availability-repository.ts';

/*
 * Sign-in sessions: a 15-minute access token (HS256 JWT, lib/access-token.ts) and a
 * rotating refresh token. A refresh token is 256 random bits, stored as its SHA-256;
 * each use replaces it with a new one of the same family, and the family ends 30 days
 * after sign-in whatever the rotations (absolute expiry). Presenting a token that was
 * already used means two parties hold it: the whole family is revoked, so the thief's
 * and the customer's next refresh both fail and the customer signs in again.
 */

export interface Sessions {
  /** A new family for a sign-in; the account's e-mail goes along (spec: "also email"). */
  start(userId: string, executor?: Executor): Promise<Tokens>;
  /** Rotates a refresh token: 401 UNAUTHORIZED when unknown, used (revoking its family), revoked or expired; 403 USER_INACTIVE for an inactive account. */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Logout: revokes the family of the token (unknown tokens are ignored). */
  revoke(refreshToken: string): Promise<void>;
  /** Ends every session of a user (password reset). */
  revokeAll(userId: string, executor?: Executor): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const unauthorized = () => new ApiFailure(401, 'UNAUTHORIZED', 'refreshToken');

export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const { db } = app;

    async function issue(executor: Executor, userId: string, familyId: string, familyExpires: Date): Promise<Tokens> {
      const now = app.clock.now().toJSDate();
      const refreshToken = randomToken();
      await executor
        .insertInto('refresh_tokens')
        .values({ family_id: familyId, user_id: userId, token_hash: sha256(refreshToken), created_at: now, expires_at: familyExpires })
        .execute();
      const user = await executor.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      const accessToken = await signAccessToken(jwtSecret, { sub: userId }, { now });
      return { accessToken, refreshToken, email: user.email };
    }

    const revokeFamily = (executor: Executor, familyId: string) =>
      executor
        .updateTable('refresh_tokens')
        .set({ revoked_at: app.clock.now().toJSDate() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();

    const sessions: Sessions = {
      async start(userId, executor = db) {
        const now = app.clock.now().toJSDate();
        const expires = new Date(now.getTime() + TOKEN_LIMITS.refreshTokenAbsoluteDays * 86_400_000);
        return issue(executor, userId, randomUUID(), expires);
      },

      async refresh(refreshToken) {
        // Outcomes that must survive the failure (revoking a family) are committed first.
        const outcome = await db.transaction().execute(async (trx) => {
          const now = app.clock.now().toJSDate();
          const row = await trx
            .selectFrom('refresh_tokens')
            .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
            .select([
              'refresh_tokens.id',
              'refresh_tokens.family_id',
              'refresh_tokens.user_id',
              'refresh_tokens.expires_at',
              'refresh_tokens.used_at',
              'refresh_tokens.revoked_at',
              'users.loyalty_status',
            ])
            .where('refresh_tokens.token_hash', '=', sha256(refreshToken))
            .forUpdate()
            .executeTakeFirst();
          if (!row) return { failure: unauthorized() };
          if (row.used_at) {
            await revokeFamily(trx, row.family_id);
            app.log.warn({ familyId: row.family_id, userId: row.user_id }, 'refresh token reused: family revoked');
            return { failure: unauthorized() };
          }
          if (row.revoked_at || row.expires_at.getTime() <= now.getTime()) return { failure: unauthorized() };
          if (row.loyalty_status === 'INACTIVE') {
            await revokeFamily(trx, row.family_id);
            return { failure: new ApiFailure(403, 'USER_INACTIVE') };
          }
          await trx.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
          return { tokens: await issue(trx, row.user_id, row.family_id, row.expires_at) };
        });
        if ('failure' in outcome) throw outcome.failure;
        return outcome.tokens;
      },

      async revoke(refreshToken) {
        const row = await db
          .selectFrom('refresh_tokens')
          .select('family_id')
          .where('token_hash', '=', sha256(refreshToken))
          .executeTakeFirst();
        if (row) await revokeFamily(db, row.family_id);
      },

      async revokeAll(userId, executor = db) {
        await executor
          .updateTable('refresh_tokens')
          .set({ revoked_at: app.clock.now().toJSDate() })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['database', 'clock'] },
);
