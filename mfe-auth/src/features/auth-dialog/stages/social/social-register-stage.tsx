import { messageKey } from '@salon/forms';
import { useAppleRegisterMutation } from '../../../../api/apple.ts';
import { useGoogleCreateAccountMutation } from '../../../../api/google.ts';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { googleErrorKey } from './social-errors.ts';
import { SocialRegisterForm, type SocialRegisterAnswers } from './social-register-form.tsx';
import { useSocialSession } from './use-social-session.ts';

/** Field errors the API may answer about what the form sent (INVALID_VALUE on a name). */
const NAME_FIELDS = new Set(['firstName', 'lastName']);

/**
 * GOOGLE_REGISTER (spec part 1, sections 2, 5 and 7 "Google"): a new account for the
 * Google identity and the phone just proven. Google's first name, last name and e-mail are
 * prefilled and locked; the API takes the first name and e-mail from Google, so they are
 * not sent.
 */
export function GoogleRegisterStage() {
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const social = useSocialSession('google');
  const [createAccount] = useGoogleCreateAccountMutation();
  if (!social) return null;

  const submit = async ({ sex, lastName, birthday, marketingConsents }: SocialRegisterAnswers) => {
    if (!flow.phone || !flow.phoneToken) {
      goTo({ stage: 'ERROR' });
      return;
    }
    try {
      const tokens = await createAccount({ sex, lastName, phone: flow.phone, phoneToken: flow.phoneToken, googleToken: social.token, marketingConsents, birthday }).unwrap();
      await finish(tokens, 'registration');
      return;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE' && apiError.field && NAME_FIELDS.has(apiError.field)) return { fields: { [apiError.field]: messageKey('required') } };
      if (apiError.code === 'UNAUTHORIZED') return { status: 'social.errors.codeInvalid' };
      return { status: googleErrorKey(apiError) ?? commonErrorKey(apiError) };
    }
  };

  return <SocialRegisterForm provider="google" user={social.user} locked={['firstName', 'lastName', 'email']} withEmail onSubmit={submit} />;
}

/**
 * APPLE_REGISTER (spec part 1, sections 2, 5 and 7 "Apple"): a new account for the Apple
 * identity and the phone just proven. Apple's last name is locked when Apple gave one;
 * the e-mail is Apple's (the API prefers the one its token proves). A name the API
 * refuses is the field's message; any other failure the ERROR stage (spec part 1, section 8).
 */
export function AppleRegisterStage() {
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const social = useSocialSession('apple');
  const [register] = useAppleRegisterMutation();
  if (!social?.apple) return null;
  const authorization = social.apple;

  const submit = async ({ sex, firstName, lastName, birthday, marketingConsents }: SocialRegisterAnswers) => {
    if (!flow.phone || !flow.phoneToken) {
      goTo({ stage: 'ERROR' });
      return;
    }
    try {
      const tokens = await register({
        ...authorization,
        sex,
        firstName,
        lastName,
        phone: flow.phone,
        phoneToken: flow.phoneToken,
        email: social.user?.email ?? null,
        marketingConsents,
        birthday,
      }).unwrap();
      await finish(tokens, 'registration');
      return;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE' && apiError.field && NAME_FIELDS.has(apiError.field)) return { fields: { [apiError.field]: messageKey('required') } };
      goTo({ stage: 'ERROR' });
      return;
    }
  };

  return <SocialRegisterForm provider="apple" user={social.user} locked={['lastName']} withEmail={false} onSubmit={submit} />;
}
