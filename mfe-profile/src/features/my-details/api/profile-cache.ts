import type { UserProfile } from '@salon/contracts/identity-api';
import { getProfileApi } from '../../../api/get-profile.ts';

/**
 * The action that puts a saved profile (the answer of a save) into the `getProfile`
 * cache, so the view and the points box show it without loading it again.
 */
export function profileSaved(profile: UserProfile) {
  return getProfileApi.util.upsertQueryData('getProfile', undefined, profile);
}
