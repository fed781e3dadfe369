import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { required, TextField } from '@salon/forms';
import { Button } from '@salon/ui';
import { StageActions, StageForm, StageSection, StageText, TextButton } from '../../../../components/stage-layout.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { flowReset, type LoginChannel } from '../../store/auth-flow-slice.ts';
import { usePasswordLogin } from './use-password-login.ts';

interface Values {
  identifier: string;
  password: string;
}

const schema = object({ password: required() });

/** LOGIN: the identified e-mail (or a phone, when the flow says so) and the password. */
export function LoginStage() {
  const { flow } = useAuthFlow();
  return <PasswordLogin channel={flow.loginChannel} />;
}

/** LOGIN_PHONE: the registration's phone already has an account (EMAIL_ALREADY_ASSIGNED): sign in to it. */
export function LoginPhoneStage() {
  return <PasswordLogin channel="phone" intro="signIn.login.phoneIntro" />;
}

interface PasswordLoginProps {
  channel: LoginChannel;
  /** An auth-namespace key of a sentence above the form. */
  intro?: string;
}

/**
 * The password form both login stages share (spec part 1, section 2): who is signing in,
 * read-only with a way to change it, the password, and "forgot your password?".
 */
function PasswordLogin({ channel, intro }: PasswordLoginProps) {
  const { t } = useTranslation('auth');
  const { flow, goTo, dispatch } = useAuthFlow();
  const signIn = usePasswordLogin(channel);
  const identifier = (channel === 'phone' ? flow.phone : flow.email) ?? '';

  const change = () => {
    // A phone typed during registration is changed where it was typed; the e-mail verified there stays.
    if (channel === 'phone' && flow.email && flow.emailToken) goTo({ stage: 'REGISTER_PHONE_CODE_SEND', loginChannel: 'email' });
    else dispatch(flowReset({ email: flow.email }));
  };

  const submit = async ({ password }: Values, helpers: FormikHelpers<Values>) => {
    const errorKey = await signIn(password);
    if (errorKey) helpers.setFieldError('password', `auth:${errorKey}`);
  };

  return (
    <StageSection>
      {intro && <StageText>{t(intro)}</StageText>}
      <Formik<Values> initialValues={{ identifier, password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <StageForm noValidate onSubmit={handleSubmit}>
            <TextField
              name="identifier"
              type={channel === 'phone' ? 'tel' : 'email'}
              label={t(channel === 'phone' ? 'signIn.login.phoneLabel' : 'signIn.login.emailLabel')}
              readOnly
            />
            <TextButton type="button" onClick={change}>
              {t(channel === 'phone' ? 'signIn.login.changePhone' : 'signIn.login.changeEmail')}
            </TextButton>
            <TextField name="password" type="password" label={t('signIn.login.passwordLabel')} autoComplete="current-password" />
            <TextButton type="button" onClick={() => goTo({ stage: 'RESET_PASSWORD', resetChannel: channel, resetToken: null })}>
              {t('signIn.login.forgotPassword')}
            </TextButton>
            <StageActions>
              <Button type="submit" disabled={isSubmitting}>
                {t('signIn.login.submit')}
              </Button>
            </StageActions>
          </StageForm>
        )}
      </Formik>
    </StageSection>
  );
}
