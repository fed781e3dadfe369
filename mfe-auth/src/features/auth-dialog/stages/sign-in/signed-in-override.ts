import type { AuthFlowState } from '../../store/auth-flow-slice.ts';

/**
 * Whether OVERRIDE_EMAIL (and its success stage) follows a password login by phone, the
 * customer already signed in, rather than registration's phone check. Registration
 * always holds the phone code POST /api/auth/email/override needs; the login path clears
 * it (it never had one for that phone) and uses the signed-in override instead.
 */
export const signedInOverride = (flow: Pick<AuthFlowState, 'phoneToken'>) => !flow.phoneToken;
