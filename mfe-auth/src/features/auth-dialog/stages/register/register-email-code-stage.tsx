import { useTranslation } from 'react-i18next';
import { useCheckEmailTokenMutation, useSendEmailTokenMutation } from '../../../../api/registration.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { CodeVerification } from './code-verification.tsx';
import { RegistrationIncomplete } from './registration-incomplete.tsx';

/** REGISTER_EMAIL_CODE_VERIFICATION: the 4-digit code sent to the e-mail (back arrow: REGISTER_CHOOSE). */
export function RegisterEmailCodeStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [checkEmailToken] = useCheckEmailTokenMutation();
  const [sendEmailToken] = useSendEmailTokenMutation();
  const email = flow.email;
  if (!email) return <RegistrationIncomplete />;

  const check = async (token: string) => {
    await checkEmailToken({ email, token }).unwrap();
    goTo({ stage: 'REGISTER_PHONE_CODE_SEND', emailToken: token });
  };

  const resend = async () => {
    await sendEmailToken({ email, captcha: await captchaFor('emailTokenRequest') }).unwrap();
  };

  return (
    <CodeVerification
      intro={t('register.emailCode.intro', { email })}
      label={t('register.emailCode.label')}
      wrongCodeKey="register.emailCode.wrong"
      check={check}
      resend={resend}
    />
  );
}
