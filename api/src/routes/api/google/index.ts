import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CodeSentSchema,
  GoogleAuthSchema,
  GoogleChangeEmailSchema,
  GoogleCreateAccountSchema,
  GoogleSmsSendSchema,
  GoogleSmsVerifySchema,
  GoogleSmsVerifyResponseSchema,
  TokensSchema,
} from '@salon/contracts/identity-api';
import type { UserRow } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { birthdayOf, consentFlagsOf, nameOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { createLinkedAccount, link, linkedUser, subjectOf } from '../../../plugins/app/identity/social-links.ts';
import { socialTokenRefusal, type SocialIdentity } from '../../../plugins/app/identity/social-tokens.ts';
import { assertActive, duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';
import { assertCode } from '../../../plugins/app/identity/verification-codes.ts';

/*
 * Sign-in with Google (spec part 1, sections 4 and 7 "Google"):
 * - auth {googleToken}: a linked Google account signs in; otherwise 401 UNAUTHORIZED and
 *   the dialog asks for a phone (GOOGLE_PHONE);
 * - sms-code-send / sms-code-verification: the phone is proven by a code bound to the
 *   Google subject. The phone's account is linked and signed in when its e-mail is
 *   Google's or empty (then it takes Google's); a different e-mail answers 409
 *   GOOGLE_EMAIL_IS_NOT_THE_SAME with Google's e-mail (GOOGLE_EMAIL_CHANGE); an account
 *   linked to another Google account answers 409 CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE; no
 *   account for the phone answers the Google user to prefill GOOGLE_REGISTER, unless
 *   Google's e-mail already has an account (409 GOOGLE_USER_ALREADY_EXIST: same e-mail,
 *   other phone);
 * - change-email-and-authorize: links, taking Google's e-mail or keeping the account's;
 * - create-account-and-authorize: a new account with Google's first name and e-mail.
 * Every answer about the phone's account comes only after its code checked out, so a
 * Google token alone tells nothing about other people's phones. The code is used up by
 * the step that signs in; the steps before it only check it.
 * Google tokens that do not verify, or without a verified e-mail, answer 400
 * GOOGLE_FETCH_USER_ERROR.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** A Google identity with the verified e-mail every flow here relies on. */
type GoogleIdentity = SocialIdentity & { email: string };

const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function googleUser(token: string): Promise<GoogleIdentity> {
    const identity = await app.socialTokens.verify('GOOGLE', token);
    if (!identity.email || !identity.emailVerified) throw socialTokenRefusal('GOOGLE');
    return { ...identity, email: identity.email };
  }

  /**
   * Checks the phone's code, then throws `failure` if the flow cannot go on: a wrong code
   * answers first (401/429), so the failure is only told to whoever holds the phone. The
   * code is used up only when the flow goes on and `consume` asks for it.
   */
  async function checkPhoneCode(identity: GoogleIdentity, phone: string, code: string, failure: ApiFailure | null, consume: boolean) {
    const outcome = await app.codes.check({ purpose: 'GOOGLE_PHONE', target: phone, code, context: identity.subject, consume: consume && !failure });
    assertCode(outcome, 'phoneToken');
    if (failure) throw failure;
  }

  /**
   * Why an account cannot be linked to this Google account: it is linked to another one,
   * or this Google account is linked to another customer (409
   * CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE), or it is inactive (403 USER_INACTIVE).
   */
  async function linkFailureOf(user: UserRow, identity: GoogleIdentity): Promise<ApiFailure | null> {
    const subject = await subjectOf(app, user.id, 'GOOGLE');
    const linked = await linkedUser(app, identity);
    if ((subject && subject !== identity.subject) || (linked && linked.id !== user.id)) return new ApiFailure(409, 'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE');
    if (user.loyalty_status === 'INACTIVE') return new ApiFailure(403, 'USER_INACTIVE');
    return null;
  }

  /** 409 GOOGLE_USER_ALREADY_EXIST when Google's e-mail belongs to an account other than `userId`'s. */
  async function emailTakenFailure(identity: GoogleIdentity, userId: string | null, field?: string): Promise<ApiFailure | null> {
    const owner = await app.users.findByEmail(identity.email);
    return owner && owner.id !== userId ? new ApiFailure(409, 'GOOGLE_USER_ALREADY_EXIST', field) : null;
  }

  async function linkAndSignIn(userId: string, identity: GoogleIdentity, changes: { email?: string } = {}) {
    try {
      return await app.db.transaction().execute(async (trx) => {
        await link(trx, userId, identity);
        if (changes.email) {
          await trx
            .updateTable('users')
            .set({ email: changes.email, email_confirmed: true, updated_at: app.clock.now().toJSDate() })
            .where('id', '=', userId)
            .execute();
        }
        return app.sessions.start(userId, trx);
      });
    } catch (error) {
      throw duplicateValueOf(error) ?? error;
    }
  }

  const signInLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const codeCheckLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/google/auth',
    {
      config: signInLimit,
      schema: {
        tags: ['google'],
        operationId: 'signInWithGoogle',
        summary: 'Sign in with a Google ID token',
        security: [],
        body: GoogleAuthSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const identity = await googleUser(request.body.googleToken);
      const user = await linkedUser(app, identity);
      if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'googleToken');
      assertActive(user);
      return app.sessions.start(user.id);
    },
  );

  app.post(
    '/google/auth/sms-code-send',
    {
      preHandler: app.captcha('sendPhoneToken'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['google'],
        operationId: 'sendGooglePhoneCode',
        summary: 'Send a code to the phone of a Google sign-in (GOOGLE_PHONE)',
        security: [],
        body: GoogleSmsSendSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const identity = await googleUser(request.body.googleToken);
      const phone = phoneOf(request.body.phone);
      return app.codes.send({ purpose: 'GOOGLE_PHONE', channel: 'SMS', target: phone, context: identity.subject, language: request.language, request });
    },
  );

  app.post(
    '/google/auth/sms-code-verification',
    {
      config: codeCheckLimit,
      schema: {
        tags: ['google'],
        operationId: 'verifyGooglePhoneCode',
        summary: "Check the phone's code: sign in the phone's account, or answer the Google user for registration",
        security: [],
        body: GoogleSmsVerifySchema,
        response: { 200: GoogleSmsVerifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const identity = await googleUser(request.body.googleToken);
      const phone = phoneOf(request.body.phone);
      const user = await app.users.findByPhone(phone);
      if (!user) {
        // GOOGLE_REGISTER comes next: it uses the code up.
        const failure = (await linkedUser(app, identity)) ? new ApiFailure(409, 'GOOGLE_USER_ALREADY_EXIST', 'phone') : await emailTakenFailure(identity, null, 'phone');
        await checkPhoneCode(identity, phone, request.body.phoneToken, failure, false);
        return { googleUser: { email: identity.email, firstName: identity.firstName, lastName: identity.lastName } };
      }
      const failure =
        (await linkFailureOf(user, identity)) ??
        (user.email === null
          ? await emailTakenFailure(identity, user.id, 'phone')
          : user.email !== identity.email
            ? // GOOGLE_EMAIL_CHANGE comes next: it uses the code up.
              new ApiFailure(409, 'GOOGLE_EMAIL_IS_NOT_THE_SAME', undefined, { email: identity.email })
            : null);
      await checkPhoneCode(identity, phone, request.body.phoneToken, failure, true);
      return linkAndSignIn(user.id, identity, user.email === null ? { email: identity.email } : {});
    },
  );

  app.post(
    '/google/auth/change-email-and-authorize',
    {
      config: codeCheckLimit,
      schema: {
        tags: ['google'],
        operationId: 'linkGoogleAccount',
        summary: "GOOGLE_EMAIL_CHANGE: link the phone's account, taking Google's e-mail or keeping its own",
        security: [],
        body: GoogleChangeEmailSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const identity = await googleUser(body.googleToken);
      const phone = phoneOf(body.phone);
      const user = await app.users.findByPhone(phone);
      const failure = !user
        ? new ApiFailure(404, 'UNKNOWN_USER', 'phone')
        : ((await linkFailureOf(user, identity)) ?? (body.shouldChangeEmail ? await emailTakenFailure(identity, user.id, 'email') : null));
      await checkPhoneCode(identity, phone, body.phoneToken, failure, true);
      const keepsEmail = !body.shouldChangeEmail || user!.email === identity.email;
      return linkAndSignIn(user!.id, identity, keepsEmail ? {} : { email: identity.email });
    },
  );

  app.post(
    '/google/auth/create-account-and-authorize',
    {
      config: codeCheckLimit,
      schema: {
        tags: ['google'],
        operationId: 'registerWithGoogle',
        summary: "GOOGLE_REGISTER: a new account with Google's first name and e-mail",
        security: [],
        body: GoogleCreateAccountSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const identity = await googleUser(body.googleToken);
      const phone = phoneOf(body.phone);
      const lastName = nameOf(body.lastName, 'lastName');
      const birthday = birthdayOf(body.birthday);
      const consents = consentFlagsOf(body.marketingConsents, { consent_email: false, consent_telemarketing: false }, true);
      const failure = (await app.users.findByPhone(phone))
        ? new ApiFailure(409, 'DUPLICATE_VALUE', 'phone')
        : ((await emailTakenFailure(identity, null, 'email')) ?? ((await linkedUser(app, identity)) ? new ApiFailure(409, 'GOOGLE_USER_ALREADY_EXIST') : null));
      await checkPhoneCode(identity, phone, body.phoneToken, failure, true);
      return createLinkedAccount(app, identity, {
        email: identity.email,
        email_confirmed: true,
        phone,
        // The dialog locks the first name to Google's (spec part 1, section 5).
        first_name: identity.firstName,
        last_name: lastName,
        sex: body.sex,
        ...birthday,
        ...consents,
        registered_with: 'GOOGLE',
        loyalty_status: 'ACTIVE',
        language: request.language,
      });
    },
  );
};

export default googleRoutes;
