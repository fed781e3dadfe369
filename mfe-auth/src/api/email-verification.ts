import type { Static } from '@sinclair/typebox';
import type {
  CodeSent,
  EmailChangeSchema,
  RefreshSchema,
  TokenOnlySchema,
  UserProfile,
} from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';

/*
 * The forced e-mail verification modal's calls (spec part 2, "E-mail modal flow"; API:
 * api/src/routes/api/users/email-change.ts). Two confirmations exist because the API
 * keeps two kinds of unconfirmed address: the current one, never confirmed (POST
 * users/me/confirm), and a pending change (PUT profile/email/confirm). The resend call
 * serves both: it prefers the pending change.
 */
const emailVerificationApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/users/me/profile/email (v4): the address becomes pending and gets a code. */
    changeEmail: build.mutation<UserProfile, Static<typeof EmailChangeSchema>>({
      query: (body) => ({ url: '/api/users/me/profile/email', method: 'PUT', body, apiVersion: 4 }),
      invalidatesTags: ['Profile'],
    }),
    /** PUT /api/users/me/profile/email/confirm (v4): the pending address becomes current and confirmed. */
    confirmEmailChange: build.mutation<UserProfile, Static<typeof TokenOnlySchema>>({
      query: (body) => ({ url: '/api/users/me/profile/email/confirm', method: 'PUT', body, apiVersion: 4 }),
      invalidatesTags: ['Profile'],
    }),
    /** POST /api/users/me/confirm: the current, unconfirmed address becomes confirmed. */
    confirmCurrentEmail: build.mutation<UserProfile, Static<typeof TokenOnlySchema>>({
      query: (body) => ({ url: '/api/users/me/confirm', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    /** POST /api/users/me/email/resend: a new code to the pending, else the unconfirmed current address. */
    resendEmailCode: build.mutation<CodeSent, void>({
      query: () => ({ url: '/api/users/me/email/resend', method: 'POST' }),
    }),
    /**
     * POST /api/auth/logout: revokes the refresh token's family. Public (`auth: false`):
     * an expired access token must not start a refresh just to sign out.
     */
    revokeSession: build.mutation<null, Static<typeof RefreshSchema>>({
      query: (body) => ({ url: '/api/auth/logout', method: 'POST', body, auth: false }),
    }),
  }),
});

export const {
  useChangeEmailMutation,
  useConfirmEmailChangeMutation,
  useConfirmCurrentEmailMutation,
  useResendEmailCodeMutation,
  useRevokeSessionMutation,
} = emailVerificationApi;
