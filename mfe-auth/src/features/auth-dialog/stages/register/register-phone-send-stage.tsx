import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { messageKey, strongPhone, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useSendPhoneTokenMutation } from '../../../../api/sign-in.ts';
import { StageActions, StageForm, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { RegistrationIncomplete } from './registration-incomplete.tsx';

interface Values {
  phone: string;
}

const schema = object({ phone: strongPhone() });

/**
 * REGISTER_PHONE_CODE_SEND: the phone of the new account gets an SMS code, bound to the
 * verified e-mail. A phone that already has an account (EMAIL_ALREADY_ASSIGNED) goes to
 * LOGIN by phone; the verified e-mail and its code stay in the flow, so that sign-in can
 * attach the e-mail to the account (spec part 1, section 4).
 */
export function RegisterPhoneSendStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [sendPhoneToken] = useSendPhoneTokenMutation();
  const email = flow.email;
  if (!email || !flow.emailToken) return <RegistrationIncomplete />;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const phone = values.phone.trim();
    try {
      await sendPhoneToken({ phone, email, captcha: await captchaFor('sendPhoneToken') }).unwrap();
      goTo({ stage: 'REGISTER_PHONE_CODE_VERIFICATION', phone, phoneToken: null });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'EMAIL_ALREADY_ASSIGNED') goTo({ stage: 'LOGIN_PHONE', phone, loginChannel: 'phone' });
      else if (apiError.code === 'INVALID_VALUE') helpers.setFieldError('phone', messageKey('phone'));
      else helpers.setStatus(commonErrorKey(apiError));
    }
  };

  return (
    <StageSection>
      <Formik<Values> initialValues={{ phone: flow.phone ?? '' }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, status }) => (
          <StageForm noValidate onSubmit={handleSubmit}>
            <StageText>{t('register.phoneSend.intro')}</StageText>
            <TextField
              name="phone"
              type="tel"
              label={t('register.phoneSend.phoneLabel')}
              hint={t('register.phoneSend.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
            />
            {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
            <StageActions>
              <Button type="submit" disabled={isSubmitting}>
                {t('register.phoneSend.submit')}
              </Button>
            </StageActions>
          </StageForm>
        )}
      </Formik>
    </StageSection>
  );
}
