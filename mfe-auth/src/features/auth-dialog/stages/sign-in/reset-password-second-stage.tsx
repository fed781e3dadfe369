import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { password, PasswordChecklist, repeatPassword, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useResetPasswordByPhoneMutation, useResetPasswordMutation } from '../../../../api/reset-password.ts';
import { StageActions, StageForm, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';

interface Values {
  password: string;
  repeatPassword: string;
}

const schema = object({ password: password(), repeatPassword: repeatPassword() });

/**
 * RESET_PASSWORD_SECOND (spec part 1, sections 4 and 5): the new password, with its
 * requirements live, set with the code RESET_PASSWORD checked; then back to LOGIN on
 * the same channel to sign in with it.
 */
export function ResetPasswordSecondStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [resetPassword] = useResetPasswordMutation();
  const [resetPasswordByPhone] = useResetPasswordByPhoneMutation();
  const channel = flow.resetChannel;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const token = flow.resetToken;
    const address = channel === 'phone' ? flow.phone : flow.email;
    if (!token || !address) {
      goTo({ stage: 'RESET_PASSWORD', resetToken: null });
      return;
    }
    try {
      if (channel === 'phone') await resetPasswordByPhone({ phone: address, token, password: values.password }).unwrap();
      else await resetPassword({ email: address, token, password: values.password }).unwrap();
      goTo({ stage: 'LOGIN', loginChannel: channel, resetToken: null, notice: 'signIn.passwordChanged' });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'PASSWORD_TOO_SIMPLE') helpers.setFieldError('password', 'PASSWORD_TOO_SIMPLE');
      // The code ran out while the password was typed: RESET_PASSWORD sends a new one on entry.
      else if (apiError.code === 'UNAUTHORIZED') goTo({ stage: 'RESET_PASSWORD', resetToken: null, notice: 'signIn.resetPassword.codeExpired' });
      else helpers.setStatus(commonErrorKey(apiError));
    }
  };

  return (
    <Formik<Values> initialValues={{ password: '', repeatPassword: '' }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, status, values }) => (
        <StageForm noValidate onSubmit={handleSubmit}>
          <StageText>{t('signIn.resetPasswordSecond.intro')}</StageText>
          <TextField name="password" type="password" label={t('signIn.resetPasswordSecond.passwordLabel')} autoComplete="new-password" />
          <PasswordChecklist value={values.password} />
          <TextField
            name="repeatPassword"
            type="password"
            label={t('signIn.resetPasswordSecond.repeatLabel')}
            autoComplete="new-password"
          />
          {typeof status === 'string' && <Alert tone="error">{t(status)}</Alert>}
          <StageActions>
            <Button type="submit" disabled={isSubmitting}>
              {t('signIn.resetPasswordSecond.submit')}
            </Button>
          </StageActions>
        </StageForm>
      )}
    </Formik>
  );
}
