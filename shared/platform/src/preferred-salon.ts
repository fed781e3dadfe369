import { mergedProfile, sessionUserOf, type UpdateProfile, type UserProfile } from '@salon/contracts/identity-api';
import { bus } from './event-bus.ts';
import { apiFetch } from './http.ts';
import { setSessionUser } from './session.ts';

/**
 * The two calls a preferred-salon save makes. A remote with its own RTK Query
 * endpoints for the profile passes them, so its cache follows the save; without them
 * the save calls the API directly.
 */
export interface PreferredSalonCalls {
  /** GET /api/users/me (version 3), never answered from a cache. */
  loadProfile(): Promise<UserProfile>;
  /** PUT /api/users/me (version 3) with the whole profile. */
  updateProfile(body: UpdateProfile): Promise<UserProfile>;
}

const PROFILE_PATH = '/api/users/me';

const directCalls: PreferredSalonCalls = {
  loadProfile: () => apiFetch<UserProfile>(PROFILE_PATH, { apiVersion: 3 }),
  updateProfile: (body) => apiFetch<UserProfile>(PROFILE_PATH, { method: 'PUT', body, apiVersion: 3 }),
};

/**
 * Saves a new preferred salon, the one way every remote does it. The PUT replaces the
 * whole profile, so the current profile is loaded first (a change made elsewhere since
 * must not be overwritten) and sent back with only the salon changed (spec part 2,
 * section 7: "the client sends the full profile merged with the changed fields"). Then
 * every remote hears of it (`preferred-salon:changed`) and the session carries the new
 * salon, so hearts and buttons on the page follow at once. Rejects with the API's error
 * when a call fails; nothing is announced then.
 */
export async function savePreferredSalon(salonId: string, calls: PreferredSalonCalls = directCalls): Promise<UserProfile> {
  const profile = await calls.loadProfile();
  const saved = await calls.updateProfile(mergedProfile(profile, { preferredSalon: { id: salonId } }));
  const preferredSalonId = saved.preferredSalon?.id ?? salonId;
  bus.emit('preferred-salon:changed', { salonId: preferredSalonId });
  const current = bus.last('session:changed')?.user;
  setSessionUser(current ? { ...current, preferredSalonId } : sessionUserOf(saved));
  return saved;
}
