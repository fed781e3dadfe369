import type { Static } from '@sinclair/typebox';
import type { EmailOverrideSchema, UserProfile } from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';

/*
 * The signed-in way to give an account the e-mail the dialog verified. A password login
 * by phone (LOGIN_PHONE, after phone/send-token answered EMAIL_ALREADY_ASSIGNED) has the
 * e-mail code but never a phone code, so POST /api/auth/email/override (which needs
 * both) cannot serve it. Once signed in, PUT /api/users/me/profile/email/override takes
 * the registration dialog's e-mail code for the address (api/src/routes/api/users/email-change.ts).
 */
const accountEmailApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/users/me/profile/email/override (v4): the signed-in account takes `email` at once, proven by `token`. */
    overrideAccountEmail: build.mutation<UserProfile, Static<typeof EmailOverrideSchema>>({
      query: (body) => ({ url: '/api/users/me/profile/email/override', method: 'PUT', body, apiVersion: 4 }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useOverrideAccountEmailMutation } = accountEmailApi;
