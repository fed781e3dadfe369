import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SalonSchema } from '@salon/contracts/catalog-api';
import { BirthdayUpdateSchema, UpdateProfileSchema, UserProfileSchema } from '@salon/contracts/identity-api';
import { invalidValue } from '../../../lib/errors.ts';
import { birthdayOf, consentFlagsOf, emailOf, nameOf, phoneOf } from '../../../plugins/app/identity/inputs.ts';
import { pendingRequest, startEmailChange } from './email-change.ts';
import { startPhoneChange } from './phone-change.ts';

/*
 * The customer's profile (spec part 1 section 3, spec part 2 "User profile"): read it,
 * save it (API version 3: the client sends the whole profile merged with its changes),
 * the birthday, and the salons suggested to this customer. A changed e-mail or phone is
 * not written at once: it starts the confirmed change of ./email-change.ts or
 * ./phone-change.ts and shows as unconfirmedEmail / unconfirmedPhone until then.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const bearer = [{ bearer: [] }];

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: "The signed-in customer's profile",
        security: bearer,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => app.users.profile(request.user!.id),
  );

  app.put(
    '/users/me',
    {
      preHandler: app.requireUser,
      // It may send a code (a changed e-mail or phone).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary: 'Save the profile (version 3: the whole profile merged with the changes)',
        security: bearer,
        body: UpdateProfileSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const userId = request.user!.id;
      const firstName = nameOf(body.firstName, 'firstName');
      const lastName = nameOf(body.lastName, 'lastName');
      const phone = body.phone === null ? null : phoneOf(body.phone);
      const email = body.email === null ? null : emailOf(body.email);
      const preferredSalonId = body.preferredSalon?.id ?? null;
      // One transaction: a change refused (taken e-mail or phone, code cooldown) saves nothing.
      await app.db.transaction().execute(async (trx) => {
        const user = (await app.users.findById(userId, trx))!;
        // An address or number can be replaced, not removed.
        if (phone === null && user.phone !== null) throw invalidValue('phone');
        if (email === null && user.email !== null) throw invalidValue('email');
        if (preferredSalonId !== null) {
          const salon = await trx.selectFrom('salons').select('enabled').where('id', '=', preferredSalonId).executeTakeFirst();
          if (!salon?.enabled) throw invalidValue('preferredSalon.id');
        }
        // Granting the e-mail consent needs a confirmed address: the current one, which stays
        // until a change is confirmed. A consent given earlier is kept, or an account without
        // one could not save its profile (the client sends the consents back as they are).
        const consents = consentFlagsOf(body.marketingConsents, user, (user.email !== null && user.email_confirmed) || user.consent_email);
        await trx
          .updateTable('users')
          .set({
            first_name: firstName,
            last_name: lastName,
            sex: body.sex,
            preferred_salon_id: preferredSalonId,
            ...consents,
            ...(body.language ? { language: body.language } : {}),
            updated_at: app.clock.now().toJSDate(),
          })
          .where('id', '=', user.id)
          .execute();
        // The pending address or number sent back with the rest of the profile is no new change.
        const pending = await pendingRequest(app, user.id, trx);
        if (email !== null && email !== user.email && email !== pending?.new_email) await startEmailChange(app, request, user, email, trx);
        if (phone !== null && phone !== user.phone && phone !== user.pending_phone) await startPhoneChange(app, request, user, phone, trx);
      });
      return app.users.profile(userId);
    },
  );

  app.put(
    '/users/me/profile/birthday',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'setBirthday',
        summary: 'Set the birthday (day and month, both or neither)',
        security: bearer,
        body: BirthdayUpdateSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const birthday = birthdayOf({ day: request.body.day ?? null, month: request.body.month ?? null });
      await app.db
        .updateTable('users')
        .set({ ...birthday, updated_at: app.clock.now().toJSDate() })
        .where('id', '=', request.user!.id)
        .execute();
      return app.users.profile(request.user!.id);
    },
  );

  app.get(
    '/users/me/suggested-salons',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'listSuggestedSalonsForCustomer',
        summary: "Salons for this customer: the preferred one, those of recent visits, then the chain's suggested ones",
        security: bearer,
        response: { 200: Type.Array(SalonSchema), ...errors },
      },
    },
    async (request) => {
      const user = (await app.users.findById(request.user!.id))!;
      const visited = await app.db
        .selectFrom('visits')
        .select('salon_id')
        .where('user_id', '=', user.id)
        .groupBy('salon_id')
        .orderBy((eb) => eb.fn.max('created_at'), 'desc')
        .limit(5)
        .execute();
      const suggested = await app.catalog.listSalons({ suggestedOnly: true }, request.language);
      const ids = [
        ...new Set([...(user.preferred_salon_id ? [user.preferred_salon_id] : []), ...visited.map((v) => v.salon_id), ...suggested.map((s) => s.id)]),
      ];
      const salons = await app.catalog.salonsByIds(ids, request.language);
      return salons.filter((salon) => salon.enabled);
    },
  );
};

export default profileRoutes;
