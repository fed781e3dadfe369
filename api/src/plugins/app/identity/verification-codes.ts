import fp from 'fastify-plugin';
import { CODE_LENGTH, CODE_LIMITS } from '@salon/contracts/identity-api';
import type { Language } from '@salon/contracts/languages';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../../lib/errors.ts';
import { hmacSha256, randomDigits, sameDigest } from '../../../lib/secrets.ts';
import type { MessageChannel } from '../../../db/schema.ts';
import type { Executor } from '../availability/availability-repository.ts';
import { renderCodeMessage, type CodePurpose } from '../outbox/templates.ts';

/*
 * Verification codes. A challenge is one purpose (registration e-mail, SMS sign-in, …)
 * for one target (an e-mail or a phone) for an hour. Within it:
 * - a code has 4 digits from crypto.randomInt, is kept only as an HMAC, and lives 10 minutes;
 * - a resend replaces the code after a cooldown (30 s; 60 s in the profile's flows), at most
 *   5 sends an hour, and keeps the failure count;
 * - 5 wrong answers lock the challenge until its hour ends: every answer then fails, even
 *   the right one, and no new code is sent;
 * - a code is bound to the request that made it (`context`): an answer given for another
 *   context (another e-mail collected with the phone, another user) is wrong;
 * - a code is used once: consuming it ends the challenge.
 * So one target gives at most 5 guesses an hour out of 10 000 codes (0.05 %), whatever
 * the number of resends; IP throttling on the routes bounds attempts across targets.
 */

export type { CodePurpose };

export type CodeCheck = 'OK' | 'WRONG' | 'EXPIRED' | 'LOCKED' | 'MISSING';

/** Cooldowns of spec part 2 (60 s in the profile's e-mail and phone flows); 30 s elsewhere. */
const PROFILE_PURPOSES: ReadonlySet<CodePurpose> = new Set(['EMAIL_CHANGE', 'EMAIL_CONFIRM', 'PHONE_CHANGE']);
export function cooldownSecondsOf(purpose: CodePurpose): number {
  return PROFILE_PURPOSES.has(purpose) ? CODE_LIMITS.profileResendCooldownSeconds : CODE_LIMITS.resendCooldownSeconds;
}

export interface SendCode {
  purpose: CodePurpose;
  channel: MessageChannel;
  /** Normalised e-mail or E.164 phone. */
  target: string;
  /** What the code is bound to; '' when only the target matters. */
  context?: string;
  language: Language;
  /** A link the e-mail also carries (e-mail change confirmation). */
  link?: string;
  /** Marks the request so the outbox delivers right after the response. */
  request?: FastifyRequest;
  /** The caller's transaction, if any. */
  executor?: Executor;
  /**
   * Runs every step but writes no message: for an address without an account, so the
   * answer (and its cooldowns) cannot tell that no account exists.
   */
  silent?: boolean;
}

export interface CheckCode {
  purpose: CodePurpose;
  target: string;
  code: string;
  context?: string;
  /** true: the code is used up (the flow's last step); false: only checked (check-token). */
  consume: boolean;
}

export interface VerificationCodes {
  /** Sends a new code (429 RATE_LIMITED during the cooldown or past the hourly cap, 429 INVALID_TOKEN_TOO_MANY_TIMES when locked). */
  send(input: SendCode): Promise<{ resendAfterSeconds: number }>;
  /**
   * Checks an answer; every wrong one counts. It runs in a transaction of its own, so a
   * failure is counted even when the caller's work then fails.
   */
  check(input: CheckCode): Promise<CodeCheck>;
  /** What the live challenge was bound to when its code was sent ('' when none is live). */
  contextOf(purpose: CodePurpose, target: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    codes: VerificationCodes;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export default fp<{ secret: string }>(
  async (app, { secret }) => {
    const key = hmacSha256(secret, 'verification-codes');
    const hashOf = (challengeId: string, code: string) => hmacSha256(key, `${challengeId}:${code}`);
    const windowMs = CODE_LIMITS.windowMinutes * 60_000;

    /** The live challenge of a purpose and target; locked for the caller's transaction unless only read. */
    function liveChallenge(executor: Executor, purpose: CodePurpose, target: string, now: Date, lock = true) {
      const query = executor
        .selectFrom('verification_challenges')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('consumed_at', 'is', null)
        .where('window_started_at', '>', new Date(now.getTime() - windowMs))
        .orderBy('window_started_at', 'desc')
        .limit(1);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    }

    const codes: VerificationCodes = {
      async send(input) {
        const run = async (trx: Executor) => {
          const now = app.clock.now().toJSDate();
          const cooldownMs = cooldownSecondsOf(input.purpose) * 1000;
          const code = randomDigits(CODE_LENGTH);
          const expires = new Date(now.getTime() + CODE_LIMITS.validMinutes * 60_000);
          const live = await liveChallenge(trx, input.purpose, input.target, now);
          let id: string;
          if (live) {
            const windowEnds = live.window_started_at.getTime() + windowMs;
            if (live.failed_attempts >= CODE_LIMITS.maxFailedAttempts) {
              throw new ApiFailure(429, 'INVALID_TOKEN_TOO_MANY_TIMES', undefined, {
                retryAfterSeconds: seconds(windowEnds - now.getTime()),
              });
            }
            const nextSend = live.last_sent_at.getTime() + cooldownMs;
            if (nextSend > now.getTime()) {
              throw new ApiFailure(429, 'RATE_LIMITED', undefined, { retryAfterSeconds: seconds(nextSend - now.getTime()) });
            }
            if (live.sends >= CODE_LIMITS.maxSendsPerWindow) {
              throw new ApiFailure(429, 'RATE_LIMITED', undefined, { retryAfterSeconds: seconds(windowEnds - now.getTime()) });
            }
            id = live.id;
            await trx
              .updateTable('verification_challenges')
              .set({
                code_hash: hashOf(id, code),
                code_expires_at: expires,
                sends: live.sends + 1,
                last_sent_at: now,
                context: input.context ?? '',
                channel: input.channel,
                verified_at: null,
              })
              .where('id', '=', id)
              .execute();
          } else {
            const row = await trx
              .insertInto('verification_challenges')
              .values({
                purpose: input.purpose,
                channel: input.channel,
                target: input.target,
                context: input.context ?? '',
                code_hash: 'pending',
                code_expires_at: expires,
                last_sent_at: now,
                window_started_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            id = row.id;
            await trx.updateTable('verification_challenges').set({ code_hash: hashOf(id, code) }).where('id', '=', id).execute();
          }
          if (input.silent) return { resendAfterSeconds: cooldownSecondsOf(input.purpose) };
          await app.outbox.enqueue(trx, {
            channel: input.channel,
            recipient: input.target,
            template: `code.${input.purpose}`,
            language: input.language,
            ...renderCodeMessage(input.purpose, input.channel, input.language, {
              code,
              validMinutes: CODE_LIMITS.validMinutes,
              ...(input.link ? { link: input.link } : {}),
            }),
          });
          return { resendAfterSeconds: cooldownSecondsOf(input.purpose) };
        };
        const result = input.executor ? await run(input.executor) : await app.db.transaction().execute(run);
        if (input.request && !input.silent) input.request.wroteMessages = true;
        return result;
      },

      async check(input) {
        const run = async (trx: Executor): Promise<CodeCheck> => {
          const now = app.clock.now().toJSDate();
          const live = await liveChallenge(trx, input.purpose, input.target, now);
          if (!live) return 'MISSING';
          if (live.failed_attempts >= CODE_LIMITS.maxFailedAttempts) return 'LOCKED';
          const right =
            /^\d+$/.test(input.code) &&
            sameDigest(live.code_hash, hashOf(live.id, input.code)) &&
            live.context === (input.context ?? '');
          if (!right) {
            await trx
              .updateTable('verification_challenges')
              .set({ failed_attempts: live.failed_attempts + 1 })
              .where('id', '=', live.id)
              .execute();
            return 'WRONG';
          }
          const graceEnds = live.verified_at ? live.verified_at.getTime() + CODE_LIMITS.verifiedGraceMinutes * 60_000 : 0;
          if (live.code_expires_at.getTime() <= now.getTime() && graceEnds <= now.getTime()) return 'EXPIRED';
          await trx
            .updateTable('verification_challenges')
            .set(input.consume ? { consumed_at: now } : { verified_at: live.verified_at ?? now })
            .where('id', '=', live.id)
            .execute();
          return 'OK';
        };
        return app.db.transaction().execute(run);
      },

      async contextOf(purpose, target) {
        const live = await liveChallenge(app.db, purpose, target, app.clock.now().toJSDate(), false);
        return live?.context ?? '';
      },
    };
    app.decorate('codes', codes);
  },
  { name: 'verification-codes', dependencies: ['database', 'clock', 'outbox'] },
);

/**
 * The usual answer to a code that did not check out: 401 UNAUTHORIZED ("code wrong or
 * expired", spec part 1 section 8) on the code's field, or 429 INVALID_TOKEN_TOO_MANY_TIMES
 * once locked. Wrong, expired and never sent answer alike, so the answer does not tell
 * whether a code was sent to an address. Profile flows map the outcome to their own codes.
 */
export function assertCode(outcome: CodeCheck, field: string): void {
  if (outcome === 'OK') return;
  if (outcome === 'LOCKED') throw new ApiFailure(429, 'INVALID_TOKEN_TOO_MANY_TIMES', field);
  throw new ApiFailure(401, 'UNAUTHORIZED', field);
}
