import { apiFetch, isAuthenticated, setSessionUser } from '@salon/platform';
import { sessionUserOf, type UserProfile } from '@salon/contracts/identity-api';

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
    const profile = await apiFetch<UserProfile>('/api/users/me', { apiVersion: 3 });
    setSessionUser(sessionUserOf(profile));
  } catch {
    // The HTTP layer already logged out on 401/403; other failures keep the tokens for
    // the next page load instead of signing the customer out over a network blip.
  }
}
