import type { UserProfile } from '@salon/contracts/identity-api';
import { ok, type Routes } from '../../../../test/api-routes.ts';
import { testUserProfile } from '@salon/contracts/testing';

/*
 * For this folder's tests (and the social stages'): what a sign-in loads. The API itself is
 * answered with routeApi from test/api-routes.ts.
 */

/** The profile GET /api/users/me answers after a sign-in (finish loads it). */
export const profile: UserProfile = testUserProfile();

/** What every sign-in loads after the tokens. */
export const SIGNED_IN_ROUTES: Routes = {
  'GET /api/users/me': () => ok(profile),
  'GET /api/users/me/suggested-salons': () => ok([]),
};
