import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CodeSentSchema,
  EmailCodeCheckSchema,
  EmailCodeRequestSchema,
  EmailOverriddenSchema,
  OverrideEmailRequestSchema,
  PhoneCheckResponseSchema,
  PhoneCodeCheckSchema,
  PhoneCodeRequestSchema,
  RegisterRequestSchema,
  TokensSchema,
  VerifiedSchema,
  type RegisterRequest,
} from '@salon/contracts/identity-api';
import type { UserRow } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/password.ts';
import { maskEmail } from '../../../lib/secrets.ts';
import {
  assertStrongPassword,
  birthdayOf,
  consentFlagsOf,
  emailOf,
  nameOf,
  phoneOf,
} from '../../../plugins/app/identity/inputs.ts';
import { assertCode } from '../../../plugins/app/identity/verification-codes.ts';
import { assertActive, duplicateValueOf } from '../../../plugins/app/identity/users-repository.ts';

/*
 * Registration (spec part 1, section 4 "Authentication", REGISTER_CHOOSE onwards):
 * 1. e-mail code: email/send-token → email/check-token;
 * 2. phone code: phone/send-token {phone, email} (409 EMAIL_ALREADY_ASSIGNED when the phone
 *    already has a web account: the dialog goes to LOGIN by phone) → phone/check-token,
 *    which answers what the phone's loyalty account has (OVERRIDE_EMAIL when it has an
 *    e-mail and a password) or 404 UNKNOWN_USER (REGISTER);
 * 3. register/validate (first form page) → register (creates the account, or completes
 *    the loyalty account of that phone, and signs in).
 * The phone code is bound to the e-mail it was requested with, so both codes belong to
 * one registration. Codes are checked (not used up) by check-token and validate, and used
 * up by register and override.
 */

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const sendLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

interface CheckedRegistration {
  email: string;
  phone: string;
  /** The account this registration completes (a loyalty account of the phone, or of the e-mail without a password). */
  existing: UserRow | undefined;
}

const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hasWebAccount = async (user: UserRow) =>
    user.password_hash !== null ||
    (await app.db.selectFrom('social_identities').select('provider').where('user_id', '=', user.id).executeTakeFirst()) !== undefined;

  /** Everything but the codes: rule of the password, names, and who owns the e-mail and the phone. */
  async function checkRegistration(body: RegisterRequest): Promise<CheckedRegistration> {
    const email = emailOf(body.credentials.email);
    const phone = phoneOf(body.phone);
    nameOf(body.firstName, 'firstName');
    nameOf(body.lastName, 'lastName');
    birthdayOf(body.birthday);
    assertStrongPassword(body.credentials.password, 'credentials.password');
    const [byPhone, byEmail] = await Promise.all([app.users.findByPhone(phone), app.users.findByEmail(email)]);
    if (byPhone && (await hasWebAccount(byPhone))) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'phone');
    if (byEmail && byEmail.id !== byPhone?.id) {
      // An e-mail known only to a loyalty account without a phone of its own can be completed.
      if (byPhone || (await hasWebAccount(byEmail)) || byEmail.phone !== null) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
    }
    return { email, phone, existing: byPhone ?? byEmail };
  }

  /**
   * Both codes of a registration (the phone's bound to the e-mail). They are checked
   * first and used up (`consume`) only when both are right, so a typo in one does not
   * burn the other.
   */
  async function checkBothCodes<T>(
    codes: { email: string; emailToken: string; phone: string; phoneToken: string },
    consume: boolean,
    /** Runs when both are right, before they are used up; may still refuse (and then nothing is used up). */
    then: () => T,
  ): Promise<T> {
    const emailCode = { purpose: 'REGISTER_EMAIL' as const, target: codes.email, code: codes.emailToken };
    const phoneCode = { purpose: 'REGISTER_PHONE' as const, target: codes.phone, code: codes.phoneToken, context: codes.email };
    assertCode(await app.codes.check({ ...emailCode, consume: false }), 'emailToken');
    assertCode(await app.codes.check({ ...phoneCode, consume: false }), 'phoneToken');
    const result = then();
    if (consume) {
      assertCode(await app.codes.check({ ...emailCode, consume: true }), 'emailToken');
      assertCode(await app.codes.check({ ...phoneCode, consume: true }), 'phoneToken');
    }
    return result;
  }

  /**
   * The codes of a registration; then, the customer having proved the e-mail and the
   * phone, 403 USER_INACTIVE when the account it would complete is inactive (told only
   * after the codes, so it reveals nothing to someone without them).
   */
  const checkCodes = ({ email, phone, existing }: CheckedRegistration, body: RegisterRequest, consume: boolean) =>
    checkBothCodes({ email, phone, emailToken: body.emailToken, phoneToken: body.phoneToken }, consume, () => {
      if (existing) assertActive(existing);
    });

  app.post(
    '/auth/email/send-token',
    {
      preHandler: app.captcha('emailTokenRequest'),
      config: sendLimit,
      schema: {
        tags: ['auth'],
        operationId: 'sendRegistrationEmailCode',
        summary: 'Send a registration code to an e-mail',
        security: [],
        body: EmailCodeRequestSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      const user = await app.users.findByEmail(email);
      if (user && (await hasWebAccount(user))) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
      return app.codes.send({ purpose: 'REGISTER_EMAIL', channel: 'EMAIL', target: email, language: request.language, request });
    },
  );

  app.post(
    '/auth/email/check-token',
    {
      config: checkLimit,
      schema: {
        tags: ['auth'],
        operationId: 'checkRegistrationEmailCode',
        summary: 'Check a registration code sent to an e-mail',
        security: [],
        body: EmailCodeCheckSchema,
        response: { 200: VerifiedSchema, ...errors },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      assertCode(await app.codes.check({ purpose: 'REGISTER_EMAIL', target: email, code: request.body.token, consume: false }), 'token');
      return { verified: true as const };
    },
  );

  app.post(
    '/auth/phone/send-token',
    {
      preHandler: app.captcha('sendPhoneToken'),
      config: sendLimit,
      schema: {
        tags: ['auth'],
        operationId: 'sendRegistrationPhoneCode',
        summary: 'Send a registration code to a phone, bound to the e-mail being registered',
        security: [],
        body: PhoneCodeRequestSchema,
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => {
      const phone = phoneOf(request.body.phone);
      const email = request.body.email === undefined ? '' : emailOf(request.body.email);
      const user = await app.users.findByPhone(phone);
      if (user && (await hasWebAccount(user))) throw new ApiFailure(409, 'EMAIL_ALREADY_ASSIGNED', 'phone');
      return app.codes.send({
        purpose: 'REGISTER_PHONE',
        channel: 'SMS',
        target: phone,
        context: email,
        language: request.language,
        request,
      });
    },
  );

  app.post(
    '/auth/phone/check-token',
    {
      config: checkLimit,
      schema: {
        tags: ['auth'],
        operationId: 'checkRegistrationPhoneCode',
        summary: "Check a phone's registration code; tells what the phone's loyalty account has",
        security: [],
        body: PhoneCodeCheckSchema,
        response: { 200: PhoneCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const phone = phoneOf(request.body.phone);
      const email = request.body.email === undefined ? '' : emailOf(request.body.email);
      assertCode(
        await app.codes.check({ purpose: 'REGISTER_PHONE', target: phone, code: request.body.token, context: email, consume: false }),
        'token',
      );
      const user = await app.users.findByPhone(phone);
      if (!user) throw new ApiFailure(404, 'UNKNOWN_USER', 'phone');
      return {
        isEmailFound: user.email !== null,
        hasPassword: user.password_hash !== null,
        email: user.email === null ? null : maskEmail(user.email),
      };
    },
  );

  app.post(
    '/auth/register/validate',
    {
      config: checkLimit,
      schema: {
        tags: ['auth'],
        operationId: 'validateRegistration',
        summary: 'Check a registration before its last page: password rule, free e-mail and phone, both codes',
        security: [],
        body: RegisterRequestSchema,
        response: { 200: VerifiedSchema, ...errors },
      },
    },
    async (request) => {
      await checkCodes(await checkRegistration(request.body), request.body, false);
      return { verified: true as const };
    },
  );

  app.post(
    '/auth/register',
    {
      config: checkLimit,
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create the account (or complete the loyalty account of the phone) and sign in',
        security: [],
        body: RegisterRequestSchema,
        response: { 200: TokensSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const registration = await checkRegistration(body);
      await checkCodes(registration, body, true);
      const { email, phone, existing } = registration;
      const passwordHash = await hashPassword(body.credentials.password);
      const profile = {
        email,
        phone,
        email_confirmed: true,
        first_name: nameOf(body.firstName, 'firstName'),
        last_name: nameOf(body.lastName, 'lastName'),
        sex: body.sex,
        ...birthdayOf(body.birthday),
        ...consentFlagsOf(body.marketingConsents, { consent_email: false, consent_telemarketing: false }, true),
        password_hash: passwordHash,
        password_change_required: false,
        registered_with: 'PASSWORD' as const,
        language: request.language,
      };
      try {
        return await app.db.transaction().execute(async (trx) => {
          let userId: string;
          if (existing) {
            await trx
              .updateTable('users')
              .set({ ...profile, loyalty_status: existing.loyalty_status ?? 'ACTIVE', updated_at: app.clock.now().toJSDate() })
              .where('id', '=', existing.id)
              .execute();
            userId = existing.id;
          } else {
            userId = (await app.users.create({ ...profile, loyalty_status: 'ACTIVE' }, trx)).id;
          }
          await app.outbox.notice(trx, { notice: 'WELCOME', channel: 'EMAIL', recipient: email, language: request.language }, request);
          return app.sessions.start(userId, trx);
        });
      } catch (error) {
        throw duplicateValueOf(error) ?? error;
      }
    },
  );

  app.post(
    '/auth/email/override',
    {
      config: checkLimit,
      schema: {
        tags: ['auth'],
        operationId: 'overrideAccountEmail',
        summary: "OVERRIDE_EMAIL: the phone's account takes the e-mail just verified",
        security: [],
        body: OverrideEmailRequestSchema,
        response: { 200: EmailOverriddenSchema, ...errors },
      },
    },
    async (request) => {
      const email = emailOf(request.body.email);
      const phone = phoneOf(request.body.phone);
      const user = await app.users.findByPhone(phone);
      const owner = await app.users.findByEmail(email);
      if (owner && owner.id !== user?.id) throw new ApiFailure(409, 'DUPLICATE_VALUE', 'email');
      const account = await checkBothCodes({ email, phone, emailToken: request.body.emailToken, phoneToken: request.body.phoneToken }, true, () => {
        if (!user) throw new ApiFailure(404, 'UNKNOWN_USER', 'phone');
        return user;
      });
      try {
        await app.db
          .updateTable('users')
          .set({ email, email_confirmed: true, updated_at: app.clock.now().toJSDate() })
          .where('id', '=', account.id)
          .execute();
      } catch (error) {
        throw duplicateValueOf(error) ?? error;
      }
      if (account.email && account.email !== email) {
        await app.outbox.notice(app.db, { notice: 'EMAIL_CHANGED', channel: 'EMAIL', recipient: account.email, language: request.language }, request);
      }
      return { email };
    },
  );
};

export default registrationRoutes;
