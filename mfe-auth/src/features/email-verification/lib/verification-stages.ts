import type { UserProfile } from '@salon/contracts/identity-api';

/** The modal's stages (spec part 2, "Email-verification modal"). */
export type VerificationStage = 'with-email' | 'without-email' | 'confirmation' | 'success';

/** The stages a customer starts from and comes back to after a locked code. */
export type BaseStage = Extract<VerificationStage, 'with-email' | 'without-email'>;

/**
 * Which call confirms the code: `current` for the account's own address that was never
 * confirmed (POST /api/users/me/confirm), `change` for a pending change
 * (PUT /api/users/me/profile/email/confirm). The API keeps them apart (email-change.ts).
 */
export type ConfirmTarget = 'current' | 'change';

type EmailState = Pick<UserProfile, 'email' | 'emailConfirmed' | 'unconfirmedEmail'>;

const normalised = (email: string) => email.trim().toLowerCase();

/** Whether two addresses are the same for the API, which trims and lower-cases them. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && normalised(a) === normalised(b);
}

/** Spec part 2: with-email when the profile has an e-mail or an unconfirmed one, else without-email. */
export function baseStageOf(profile: EmailState): BaseStage {
  return profile.email || profile.unconfirmedEmail ? 'with-email' : 'without-email';
}

/**
 * The address a code would go to: the pending change, else the current address while
 * it is unconfirmed (the API reports that one as `unconfirmedEmail` too), else the
 * current one. The with-email stage offers it.
 */
export function addressToConfirm(profile: EmailState): string | null {
  return profile.unconfirmedEmail ?? profile.email;
}

/** How the address `addressToConfirm` gives is confirmed. */
export function confirmTargetOf(profile: EmailState): ConfirmTarget {
  return profile.unconfirmedEmail && !sameEmail(profile.unconfirmedEmail, profile.email) ? 'change' : 'current';
}
