import { useTranslation } from 'react-i18next';
import { useCheckPhoneTokenMutation, useSendPhoneTokenMutation } from '../../../../api/sign-in.ts';
import { apiErrorOf } from '../../../../lib/api-error.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { CodeVerification } from './code-verification.tsx';
import { RegistrationIncomplete } from './registration-incomplete.tsx';

/**
 * REGISTER_PHONE_CODE_VERIFICATION (back arrow: REGISTER_PHONE_CODE_SEND). A right code
 * tells what the phone's loyalty account has: an e-mail and a password mean the customer
 * already has an account, whose e-mail OVERRIDE_EMAIL offers to replace with the verified
 * one; otherwise (also UNKNOWN_USER: no account at all) the registration form follows.
 */
export function RegisterPhoneCodeStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [checkPhoneToken] = useCheckPhoneTokenMutation();
  const [sendPhoneToken] = useSendPhoneTokenMutation();
  const { email, phone } = flow;
  if (!email || !phone || !flow.emailToken) return <RegistrationIncomplete />;

  const check = async (token: string) => {
    try {
      const answer = await checkPhoneToken({ phone, token, email }).unwrap();
      if (answer.isEmailFound && answer.hasPassword) goTo({ stage: 'OVERRIDE_EMAIL', phoneToken: token, accountEmail: answer.email });
      else goTo({ stage: 'REGISTER', phoneToken: token });
    } catch (error) {
      if (apiErrorOf(error).code !== 'UNKNOWN_USER') throw error;
      goTo({ stage: 'REGISTER', phoneToken: token });
    }
  };

  const resend = async () => {
    try {
      await sendPhoneToken({ phone, email, captcha: await captchaFor('sendPhoneToken') }).unwrap();
    } catch (error) {
      // The phone got an account since the first code (registered elsewhere meanwhile): sign in to it.
      if (apiErrorOf(error).code !== 'EMAIL_ALREADY_ASSIGNED') throw error;
      goTo({ stage: 'LOGIN_PHONE', phone, loginChannel: 'phone' });
    }
  };

  return (
    <CodeVerification
      intro={t('register.phoneCode.intro', { phone })}
      label={t('register.phoneCode.label')}
      wrongCodeKey="register.phoneCode.wrong"
      check={check}
      resend={resend}
    />
  );
}
