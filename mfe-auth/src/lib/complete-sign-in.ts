import { sessionUserOf, type Tokens, type UserProfile } from '@salon/contracts/identity-api';
import type { SessionUser } from '@salon/contracts/events';
import { bus, setSessionUser, setTokens, track } from '@salon/platform';
import { getProfile, getSuggestedSalons } from '../api/profile.ts';
import type { AuthDispatch } from '../app/store.ts';
import { emailVerificationOpened, personalDataOpened } from './host-modals-slice.ts';

export type SignInKind = 'login' | 'registration';

/** Whether the forced e-mail verification modal must show (spec part 2): no e-mail, or one not confirmed. */
export function needsEmailVerification(profile: Pick<UserProfile, 'email' | 'emailConfirmed' | 'unconfirmedEmail'>): boolean {
  return !profile.email || !profile.emailConfirmed;
}

/**
 * What every successful sign-in and registration does (spec part 1, section 4, and
 * issue 6 item 5), whichever stage got the tokens: store them, load the profile, tell
 * every remote (`session:changed`, then `auth:login` or `auth:registered`), fetch the
 * suggested salons, track the event, and ask for what the account still lacks: the
 * e-mail verification modal when its e-mail is missing or unconfirmed, else, after a
 * login, the personal-data modal (which closes at once when nothing is missing).
 * Returns the session user. When the profile cannot load, the tokens stay and the
 * session says "signed in, user unknown", as on a page load with a flaky network.
 */
export async function completeSignIn(dispatch: AuthDispatch, tokens: Tokens, kind: SignInKind): Promise<SessionUser | null> {
  setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  let profile: UserProfile | null = null;
  try {
    profile = await dispatch(getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
  } catch (error) {
    console.warn('[auth] signed in, but the profile could not be loaded', error);
  }
  const user = profile ? sessionUserOf(profile) : null;
  setSessionUser(user);
  bus.emit(kind === 'registration' ? 'auth:registered' : 'auth:login', { user });
  track(kind === 'registration' ? 'auth:registration' : 'auth:login', {}, 'auth');
  // Kept in the cache for whoever shows salon suggestions; a failure changes nothing.
  void dispatch(getSuggestedSalons.initiate(undefined, { forceRefetch: true, subscribe: false }));
  if (profile && needsEmailVerification(profile)) dispatch(emailVerificationOpened());
  else if (profile && kind === 'login') dispatch(personalDataOpened());
  return user;
}
