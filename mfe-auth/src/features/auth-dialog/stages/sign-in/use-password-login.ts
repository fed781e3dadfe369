import { useCallback } from 'react';
import type { ApiError } from '@salon/contracts/api';
import type { Tokens } from '@salon/contracts/identity-api';
import { setTokens } from '@salon/platform';
import { useLoginMutation } from '../../../../api/sign-in.ts';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { LoginChannel } from '../../store/auth-flow-slice.ts';
import { useOverrideAccountEmailMutation } from '../../../../api/account-email.ts';

/** Login codes shown on the password field with a message of their own (spec part 1, section 8). */
const PASSWORD_FIELD_CODES = new Set(['BAD_CREDENTIALS', 'DATA_INTEGRITY_ERROR', 'UNKNOWN_USER', 'UNAUTHORIZED']);

/** The auth-namespace key of the message a failed login shows on the password field. */
export function loginErrorKey(error: ApiError): string {
  return PASSWORD_FIELD_CODES.has(error.code) ? `signIn.login.errors.${error.code}` : commonErrorKey(error);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The password sign-in of LOGIN and LOGIN_PHONE (spec part 1, section 4 "Login
 * success"). Returns the auth-namespace key of the message for the password field, or
 * null when the flow moved on (signed in, or sent to another stage).
 *
 * By phone, after registration collected and verified an e-mail (flow.email with
 * flow.emailToken), the account should end up with that e-mail: set at once when it has
 * none, or offered in OVERRIDE_EMAIL when it has another. Such a login never has a phone
 * code (phone/send-token refused with EMAIL_ALREADY_ASSIGNED), so the e-mail is set
 * through the signed-in override, which needs only the e-mail code, and OVERRIDE_EMAIL
 * is shown to the customer already signed in (finish with stayOpen).
 */
export function usePasswordLogin(channel: LoginChannel) {
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const [login] = useLoginMutation();
  const [overrideAccountEmail] = useOverrideAccountEmailMutation();

  const afterLogin = useCallback(
    async (tokens: Tokens) => {
      const collected = channel === 'phone' && flow.email && flow.emailToken ? { email: flow.email, token: flow.emailToken } : null;
      // undefined: an API that does not say; nothing to compare, so nothing to offer.
      if (!collected || tokens.email === undefined || (tokens.email !== null && sameAddress(tokens.email, collected.email))) {
        await finish(tokens, 'login');
        return;
      }
      if (tokens.email === null) {
        // The override is a signed-in call; finish stores the same pair again right after.
        setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
        try {
          await overrideAccountEmail(collected).unwrap();
        } catch (error) {
          // Still signed in: without an e-mail, the verification modal that follows asks for one.
          console.warn('[auth] the verified e-mail could not be set on the account', error);
        }
        await finish(tokens, 'login');
        return;
      }
      await finish(tokens, 'login', { stayOpen: true });
      // A phone code from an earlier attempt belongs to another phone: the signed-in override is used, not the codes.
      goTo({ stage: 'OVERRIDE_EMAIL', accountEmail: tokens.email, phoneToken: null, loginChannel: 'phone' });
    },
    [channel, flow.email, flow.emailToken, finish, goTo, overrideAccountEmail],
  );

  return useCallback(
    async (password: string): Promise<string | null> => {
      const identifier = channel === 'phone' ? { phone: flow.phone ?? '' } : { email: flow.email ?? '' };
      let tokens: Tokens;
      try {
        tokens = await login({ ...identifier, password }).unwrap();
      } catch (error) {
        const apiError = apiErrorOf(error);
        if (apiError.code === 'PASSWORD_CHANGE_REQUIRED') {
          goTo({ stage: 'RESET_PASSWORD', resetChannel: channel, resetToken: null, notice: 'signIn.passwordChangeRequired' });
          return null;
        }
        if (apiError.code === 'USER_INACTIVE') {
          goTo({ stage: 'USER_INACTIVE' });
          return null;
        }
        return loginErrorKey(apiError);
      }
      await afterLogin(tokens);
      return null;
    },
    [channel, flow.email, flow.phone, login, goTo, afterLogin],
  );
}
