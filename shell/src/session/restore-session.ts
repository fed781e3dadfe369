import { apiFetch, isAuthenticated, setSessionUser } from '@salon/platform';
import type { SessionUser } from '@salon/contracts';

/** The profile fields the session keeps (GET /api/users/me answers the full profile). */
interface ProfileResponse {
  id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  sex?: 'F' | 'M' | null;
  preferredSalon?: { id: string } | null;
}

export function toSessionUser(profile: ProfileResponse): SessionUser {
  return {
    id: profile.id ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    sex: profile.sex ?? null,
    preferredSalonId: profile.preferredSalon?.id ?? null,
  };
}

/**
 * Session start-up: with stored tokens the profile is loaded so every remote learns who
 * is signed in (session:changed is replayed to late subscribers). A 401 goes through the
 * platform's single refresh and, failing that, a forced logout.
 */
export async function restoreSession(): Promise<void> {
  if (!isAuthenticated()) {
    setSessionUser(null);
    return;
  }
  try {
    const profile = await apiFetch<ProfileResponse>('/api/users/me', { apiVersion: 3 });
    setSessionUser(toSessionUser(profile));
  } catch {
    // The HTTP layer already logged out on 401/403; other failures keep the tokens for
    // the next page load instead of signing the customer out over a network blip.
  }
}
