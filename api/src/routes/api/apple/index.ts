import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  AppleEmailChangeSchema,
  AppleIdentifyResponseSchema,
  AppleIdentifySchema,
  AppleLoginResponseSchema,
  AppleLoginSchema,
  ApplePhoneSendBodySchema,
  ApplePhoneVerifyBodySchema,
  AppleRegisterSchema,
  CodeSentSchema,
  SignedWrapperSchema,
  TokensSchema,
  UserProfileSchema,
} from '@salon/contracts/identity-api';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { hmacSha256, sameDigest } from '../../../lib/secrets.ts';
import { birthdayOf, consentFlagsOf, emailOf, nameOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { createLinkedAccount, link, linkedUser, subjectOf } from '../../../plugins/app/identity/social-links.ts';
import type { SocialIdentity } from '../../../plugins/app/identity/social-tokens.ts';
import { assertActive, duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';
import { assertCode } from '../../../plugins/app/identity/verification-codes.ts';

/*
 * Sign in with Apple (spec part 1, sections 4 and 7 "Apple"): identify → an existing
 * customer logs in (with APPLE_EMAIL_CHANGE when Apple's e-mail differs from the
 * account's); a new one proves a phone (APPLE_PHONE, APPLE_PHONE_CODE_VERIFICATION) and
 * registers (APPLE_REGISTER). An existing account of that phone is linked instead.
 * The phone calls come in the spec's HMAC-SHA-256 wrapper, checked here; the verified
 * id_token is the proof of the Apple identity (the authorization code is not exchanged).
 * An account is found by its link to the Apple identity, or by the e-mail Apple verified.
 * As for Google, answers about a phone's account come only after its code checked out.
 * ID tokens that do not verify answer 400 INVALID_VALUE on id_token (the ERROR stage).
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const identifyLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const signInLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const codeCheckLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const appleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The identity of a verified id_token (400 INVALID_VALUE on id_token otherwise). */
  const appleUser = (idToken: string): Promise<SocialIdentity> => app.socialTokens.verify('APPLE', idToken);

  /** Checks the phone's code, then throws `failure` if the flow cannot go on (the code is then kept). */
  async function checkPhoneCode(identity: SocialIdentity, phone: string, code: string, field: string, failure: ApiFailure | null, consume: boolean) {
    const outcome = await app.codes.check({ purpose: 'APPLE_PHONE', target: phone, code, context: identity.subject, consume: consume && !failure });
    assertCode(outcome, field);
    if (failure) throw failure;
  }

  /** The inner payload of a signed wrapper: 400 INVALID_VALUE on hmacToken when the signature is wrong. */
  function unwrap<T extends TSchema>(wrapper: { body: string; hmacToken: string }, schema: T): Static<T> {
    const expected = hmacSha256(app.identityConfig.apple.hmacSecret, wrapper.body);
    if (!sameDigest(expected, wrapper.hmacToken)) throw invalidValue('hmacToken');
    let inner: unknown;
    try {
      inner = JSON.parse(wrapper.body);
    } catch {
      throw invalidValue('body');
    }
    if (!Value.Check(schema, inner)) {
      const [issue] = Value.Errors(schema, inner);
      throw invalidValue(issue?.path.replace(/^\//, '').replaceAll('/', '.') || 'body');
    }
    return inner;
  }

  /** The account an Apple identity belongs to: linked, or by the e-mail Apple verified. */
  async function accountOf(identity: SocialIdentity) {
    const linked = await linkedUser(app, identity);
    if (linked) return linked;
    return identity.email && identity.emailVerified ? app.users.findByEmail(identity.email) : undefined;
  }

  app.post(
    '/apple/auth/identify',
    {
      config: identifyLimit,
      schema: {
        tags: ['apple'],
        operationId: 'identifyAppleUser',
        summary: 'Whether an Apple identity has an account',
        security: [],
        body: AppleIdentifySchema,
        response: { 200: AppleIdentifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The e-mail sent along (Apple's first-time user object) is not proof; the id_token's is.
      const identity = await appleUser(request.body.id_token);
      return { isNewUser: !(await accountOf(identity)) };
    },
  );

  app.post(
    '/apple/auth/login',
    {
      config: signInLimit,
      schema: {
        tags: ['apple'],
        operationId: 'signInWithApple',
        summary: 'Sign in with Apple',
        security: [],
        body: AppleLoginSchema,
        response: { 200: AppleLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const identity = await appleUser(request.body.id_token);
      const user = await accountOf(identity);
      if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'id_token');
      const subject = await subjectOf(app, user.id, 'APPLE');
      if (subject && subject !== identity.subject) throw new ApiFailure(401, 'UNAUTHORIZED', 'id_token');
      assertActive(user);
      const tokens = await app.db.transaction().execute(async (trx) => {
        await link(trx, user.id, identity);
        return app.sessions.start(user.id, trx);
      });
      const emailDiffers = request.body.shouldValidateEmailForOverride && identity.email !== null && identity.email !== user.email;
      return { ...tokens, appleEmail: identity.email, emailDiffers };
    },
  );

  app.post(
    '/apple/auth/phone/send-token',
    {
      preHandler: app.captcha('sendPhoneToken'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['apple'],
        operationId: 'sendApplePhoneCode',
        summary: 'Send a code to the phone of an Apple sign-in (signed wrapper)',
        security: [],
        body: SignedWrapperSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const inner = unwrap(request.body, ApplePhoneSendBodySchema);
      const identity = await appleUser(inner.id_token);
      const phone = phoneOf(inner.phone);
      return app.codes.send({ purpose: 'APPLE_PHONE', channel: 'SMS', target: phone, context: identity.subject, language: request.language, request });
    },
  );

  app.post(
    '/apple/auth/phone/verify-token',
    {
      config: codeCheckLimit,
      schema: {
        tags: ['apple'],
        operationId: 'verifyApplePhoneCode',
        summary: "Check the phone's code: links the phone's account, or tells that the customer is new (signed wrapper)",
        security: [],
        body: SignedWrapperSchema,
        response: { 200: AppleIdentifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const inner = unwrap(request.body, ApplePhoneVerifyBodySchema);
      const identity = await appleUser(inner.id_token);
      const phone = phoneOf(inner.phone);
      const user = await app.users.findByPhone(phone);
      const linked = await linkedUser(app, identity);
      if (!user) {
        // A new customer: APPLE_REGISTER comes next and uses the code up.
        await checkPhoneCode(identity, phone, inner.token, 'token', linked ? new ApiFailure(409, 'DUPLICATE_VALUE', 'id_token') : null, false);
        return { isNewUser: true };
      }
      // The phone's account is linked now (the code is used up); the client then logs in.
      const subject = await subjectOf(app, user.id, 'APPLE');
      const failure =
        subject && subject !== identity.subject
          ? new ApiFailure(409, 'DUPLICATE_VALUE', 'phone')
          : linked && linked.id !== user.id
            ? new ApiFailure(409, 'DUPLICATE_VALUE', 'id_token')
            : null;
      await checkPhoneCode(identity, phone, inner.token, 'token', failure, true);
      await link(app.db, user.id, identity);
      return { isNewUser: false };
    },
  );

  app.post(
    '/apple/auth/register',
    {
      config: codeCheckLimit,
      schema: {
        tags: ['apple'],
        operationId: 'registerWithApple',
        summary: 'APPLE_REGISTER: a new account for an Apple identity',
        security: [],
        body: AppleRegisterSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const identity = await appleUser(body.id_token);
      const phone = phoneOf(body.phone);
      // Apple's e-mail wins over the one the client sends (that one is not proven).
      const appleEmail = identity.email && identity.emailVerified ? identity.email : null;
      const email = appleEmail ?? (body.email ? emailOf(body.email) : null);
      const firstName = nameOf(body.firstName, 'firstName');
      const lastName = nameOf(body.lastName, 'lastName');
      const birthday = birthdayOf(body.birthday);
      const consents = consentFlagsOf(body.marketingConsents, { consent_email: false, consent_telemarketing: false }, appleEmail !== null);
      const failure = (await app.users.findByPhone(phone))
        ? new ApiFailure(409, 'DUPLICATE_VALUE', 'phone')
        : email && (await app.users.findByEmail(email))
          ? new ApiFailure(409, 'DUPLICATE_VALUE', 'email')
          : (await linkedUser(app, identity))
            ? new ApiFailure(409, 'DUPLICATE_VALUE', 'id_token')
            : null;
      await checkPhoneCode(identity, phone, body.phoneToken, 'phoneToken', failure, true);
      return createLinkedAccount(app, identity, {
        email,
        // Apple's e-mail is verified by Apple; one typed in is not.
        email_confirmed: appleEmail !== null,
        phone,
        first_name: firstName,
        last_name: lastName,
        sex: body.sex,
        ...birthday,
        ...consents,
        registered_with: 'APPLE',
        loyalty_status: 'ACTIVE',
        language: request.language,
      });
    },
  );

  app.put(
    '/apple/auth/email-change',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['apple'],
        operationId: 'takeAppleEmail',
        summary: "APPLE_EMAIL_CHANGE: take the linked Apple account's e-mail",
        security: [{ bearer: [] }],
        body: AppleEmailChangeSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      const link = await app.db
        .selectFrom('social_identities')
        .select('email')
        .where('user_id', '=', request.user!.id)
        .where('provider', '=', 'APPLE')
        .executeTakeFirst();
      if (!link || link.email !== email) throw invalidValue('email');
      const owner = await app.users.findByEmail(email);
      if (owner && owner.id !== request.user!.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
      try {
        await app.db
          .updateTable('users')
          .set({ email, email_confirmed: true, updated_at: app.clock.now().toJSDate() })
          .where('id', '=', request.user!.id)
          .execute();
      } catch (error) {
        throw duplicateValueOf(error) ?? error;
      }
      return app.users.profile(request.user!.id);
    },
  );
};

export default appleRoutes;
