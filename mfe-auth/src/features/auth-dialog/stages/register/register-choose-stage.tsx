import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { email, messageKey, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useSendEmailTokenMutation } from '../../../../api/registration.ts';
import { Divider, StageActions, StageForm, StageSection, StageText, TextButton } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { SocialButtons } from '../social/social-buttons.tsx';

interface Values {
  email: string;
}

const schema = object({ email: email() });

/**
 * REGISTER_CHOOSE (spec part 1, sections 2 and 4): register with the e-mail by a code
 * sent to it, or with Google or Apple. The e-mail is an editable field rather than a
 * read-only one: the stage is also opened directly (auth:open with this stage, "create
 * an account" links) with no e-mail identified yet, and a typo made at identification is
 * fixed where it shows. A changed e-mail forgets the codes of the previous one.
 */
export function RegisterChooseStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [sendEmailToken] = useSendEmailTokenMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const address = values.email.trim();
    try {
      await sendEmailToken({ email: address, captcha: await captchaFor('emailTokenRequest') }).unwrap();
      goTo({ stage: 'REGISTER_EMAIL_CODE_VERIFICATION', email: address, emailToken: null, phoneToken: null });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE') helpers.setFieldError('email', messageKey('email'));
      // The API answers DUPLICATE_VALUE when the e-mail already has a web account: offer to sign in instead.
      else if (apiError.code === 'DUPLICATE_VALUE') helpers.setStatus({ accountExists: address });
      else helpers.setStatus({ errorKey: commonErrorKey(apiError) });
    }
  };

  return (
    <StageSection>
      <Formik<Values> initialValues={{ email: flow.email ?? '' }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, status }) => {
          const { accountExists, errorKey } = (status ?? {}) as { accountExists?: string; errorKey?: string };
          return (
            <StageForm noValidate onSubmit={handleSubmit}>
              <StageText>{t('register.choose.intro')}</StageText>
              <TextField name="email" type="email" label={t('register.choose.emailLabel')} autoComplete="email" inputMode="email" />
              {accountExists && (
                <Alert tone="warning">
                  <p>{t('register.choose.accountExists')}</p>
                  <TextButton type="button" onClick={() => goTo({ stage: 'LOGIN', email: accountExists, loginChannel: 'email' })}>
                    {t('register.choose.logIn')}
                  </TextButton>
                </Alert>
              )}
              {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
              <StageActions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('register.choose.submit')}
                </Button>
              </StageActions>
            </StageForm>
          );
        }}
      </Formik>
      <Divider>
        <span>{t('register.choose.or')}</span>
      </Divider>
      <SocialButtons />
    </StageSection>
  );
}
