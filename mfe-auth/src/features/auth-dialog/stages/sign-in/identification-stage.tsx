import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { email, messageKey, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useIdentifyMutation } from '../../../../api/sign-in.ts';
import { Divider, StageActions, StageForm, StageSection } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { SocialButtons } from '../social/social-buttons.tsx';

interface Values {
  email: string;
}

const schema = object({ email: email() });

/** Codes the spec gives their own effect at identification; the rest get the short "unexpected" message. */
const SHARED_MESSAGE_CODES = new Set(['GOOGLE_RECAPTCHA_ERROR', 'RATE_LIMITED']);

/**
 * IDENTIFICATION (spec part 1, sections 2 and 4): Google and Apple, or an e-mail that
 * decides between LOGIN (a web account, or a loyalty account that can set a password)
 * and REGISTER_CHOOSE.
 */
export function IdentificationStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [identify] = useIdentifyMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const address = values.email.trim();
    try {
      const answer = await identify({ email: address, captcha: await captchaFor('identify') }).unwrap();
      if (!answer.isNewUser || answer.hasLoyaltyAccount) goTo({ stage: 'LOGIN', email: address, loginChannel: 'email' });
      else goTo({ stage: 'REGISTER_CHOOSE', email: address });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INVALID_VALUE') helpers.setFieldError('email', messageKey('email'));
      else if (SHARED_MESSAGE_CODES.has(apiError.code) || apiError.status === 0) helpers.setStatus(commonErrorKey(apiError));
      else helpers.setStatus('errors.unexpectedShort');
    }
  };

  return (
    <StageSection>
      <SocialButtons />
      <Divider>
        <span>{t('signIn.identification.or')}</span>
      </Divider>
      <Formik<Values> initialValues={{ email: flow.email ?? '' }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, status }) => (
          <StageForm noValidate onSubmit={handleSubmit}>
            <TextField name="email" type="email" label={t('signIn.identification.emailLabel')} autoComplete="email" inputMode="email" />
            {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
            <StageActions>
              <Button type="submit" disabled={isSubmitting}>
                {t('signIn.identification.submit')}
              </Button>
            </StageActions>
          </StageForm>
        )}
      </Formik>
    </StageSection>
  );
}
