import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { messageKey, strongPhone, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useApplePhoneSendMutation } from '../../../../api/apple.ts';
import { useGoogleSmsSendMutation } from '../../../../api/google.ts';
import { StageActions, StageForm, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { appleSignedWrapper } from '../../../../lib/social/apple-wrapper.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { googleErrorKey } from './social-errors.ts';
import { useSocialSession } from './use-social-session.ts';

interface Values {
  phone: string;
}

const schema = object({ phone: strongPhone() });

/** The phone as typed, without the spaces the strong phone rule allows between digits. */
const compactPhone = (value: string) => value.replace(/\s+/g, '');

function PhoneForm({ intro, onSubmit }: { intro: string; onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { flow } = useAuthFlow();
  return (
    <Formik<Values> initialValues={{ phone: flow.phone ?? '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting, status }) => (
        <StageForm noValidate onSubmit={handleSubmit}>
          <StageText>{intro}</StageText>
          <TextField name="phone" type="tel" label={t('social.phone.label')} autoComplete="tel" inputMode="tel" />
          {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
          <StageActions>
            <Button type="submit" disabled={isSubmitting}>
              {t('social.phone.submit')}
            </Button>
          </StageActions>
        </StageForm>
      )}
    </Formik>
  );
}

/** GOOGLE_PHONE (spec part 1, section 4): a Google account with no salon account yet proves a phone by SMS. */
export function GooglePhoneStage() {
  const { t } = useTranslation('auth');
  const { goTo } = useAuthFlow();
  const social = useSocialSession('google');
  const [send] = useGoogleSmsSendMutation();
  if (!social) return null;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const phone = compactPhone(values.phone);
    try {
      await send({ phone, googleToken: social.token, captcha: await captchaFor('sendPhoneToken') }).unwrap();
      goTo({ stage: 'GOOGLE_PHONE_VERIFICATION', phone, phoneToken: null });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE' && apiError.field === 'phone') helpers.setFieldError('phone', messageKey('phone'));
      else helpers.setStatus(googleErrorKey(apiError) ?? commonErrorKey(apiError));
    }
  };

  return <PhoneForm intro={t('social.phone.googleIntro')} onSubmit={submit} />;
}

/**
 * APPLE_PHONE (spec part 1, section 4): a new Apple customer proves a phone by SMS. The
 * call goes in the signed wrapper; an invalid phone is the field's message, any other
 * failure the ERROR stage (spec part 1, section 8).
 */
export function ApplePhoneStage() {
  const { t } = useTranslation('auth');
  const { goTo } = useAuthFlow();
  const social = useSocialSession('apple');
  const [send] = useApplePhoneSendMutation();
  if (!social?.apple) return null;
  const { code, id_token } = social.apple;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const phone = compactPhone(values.phone);
    try {
      await send({ ...(await appleSignedWrapper({ phone, code, id_token })), captcha: await captchaFor('sendPhoneToken') }).unwrap();
      goTo({ stage: 'APPLE_PHONE_CODE_VERIFICATION', phone, phoneToken: null });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE' && apiError.field === 'phone') helpers.setFieldError('phone', messageKey('phone'));
      else goTo({ stage: 'ERROR' });
    }
  };

  return <PhoneForm intro={t('social.phone.appleIntro')} onSubmit={submit} />;
}
