import type { Api, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type { UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../../../app/api.ts';

/*
 * `profileApi` is created empty and `getProfile` is injected in src/api/get-profile.ts,
 * which exports only its hook: the endpoint is there at run time but not in the type of
 * `profileApi`. This view adds it to the type, so writing the cache stays checked
 * (endpoint name, argument and value) in this one place.
 */
type WithGetProfile<A> =
  A extends Api<infer BaseQuery, infer _Definitions, infer ReducerPath, infer TagTypes, infer Modules>
    ? Api<BaseQuery, { getProfile: QueryDefinition<void, BaseQuery, TagTypes, UserProfile, ReducerPath> }, ReducerPath, TagTypes, Modules>
    : never;

const profileCache = profileApi as unknown as WithGetProfile<typeof profileApi>;

/**
 * The action that puts a saved profile (the answer of a save) into the `getProfile`
 * cache, so the view and the points box show it without loading it again.
 */
export function profileSaved(profile: UserProfile) {
  return profileCache.util.upsertQueryData('getProfile', undefined, profile);
}
