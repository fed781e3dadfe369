import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { password, PasswordChecklist, repeatPassword, required, requiredText, SexField, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useValidateRegistrationMutation } from '../../../../api/registration.ts';
import { StageActions, StageForm, StageSection } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { RegistrationDraft } from '../../store/auth-flow-slice.ts';
import { CodesExpired } from './codes-expired.tsx';
import { registerFieldOf, registrationPayload } from './lib/registration-payload.ts';
import { RegistrationIncomplete } from './registration-incomplete.tsx';

/** The API's longest name (NameSchema). */
const NAME_MAX_LENGTH = 100;

const requiredName = () => requiredText({ max: NAME_MAX_LENGTH });

const schema = object({
  sex: required(),
  firstName: requiredName(),
  lastName: requiredName(),
  password: password(),
  repeatPassword: repeatPassword(),
});

const EMPTY_DRAFT: RegistrationDraft = { sex: '', firstName: '', lastName: '', password: '', repeatPassword: '' };

/** What the form shows besides field errors: the codes expired, or a message by key. */
type Status = { codesExpired: true } | { errorKey: string } | null;

/**
 * REGISTER (spec part 1, sections 2 and 5): sex, names and the password with its live
 * requirements. The whole registration is checked by the API (register/validate: the
 * password rule, both codes, e-mail and phone still free) before REGISTER_SECOND, so the
 * last step fails only on what changed meanwhile. Coming back by REGISTER_SECOND's
 * arrow, the answers are as they were left.
 */
export function RegisterStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const [validateRegistration] = useValidateRegistrationMutation();
  const { email, emailToken, phone, phoneToken } = flow;
  if (!email || !emailToken || !phone || !phoneToken) return <RegistrationIncomplete />;
  const contact = { email, emailToken, phone, phoneToken };

  const submit = async (values: RegistrationDraft, helpers: FormikHelpers<RegistrationDraft>) => {
    helpers.setStatus(null);
    try {
      await validateRegistration(registrationPayload(contact, values, flow.extras)).unwrap();
      goTo({ stage: 'REGISTER_SECOND', registration: values });
    } catch (error) {
      const apiError = apiErrorOf(error);
      const field = registerFieldOf(apiError.field);
      if (apiError.code === 'PASSWORD_TOO_SIMPLE') helpers.setFieldError('password', 'PASSWORD_TOO_SIMPLE');
      else if (apiError.code === 'UNAUTHORIZED') helpers.setStatus({ codesExpired: true } satisfies Status);
      else if (apiError.code === 'INVALID_VALUE' && field) helpers.setFieldError(field, 'auth:register.errors.invalidField');
      else if (apiError.code === 'INVALID_VALUE') helpers.setStatus({ errorKey: 'register.errors.invalidValue' } satisfies Status);
      else if (apiError.code === 'USER_INACTIVE') goTo({ stage: 'USER_INACTIVE' });
      else helpers.setStatus({ errorKey: commonErrorKey(apiError) } satisfies Status);
    }
  };

  return (
    <StageSection>
      <Formik<RegistrationDraft> initialValues={flow.registration ?? EMPTY_DRAFT} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, status, values }) => {
          const shown = status as Status;
          return (
            <StageForm noValidate onSubmit={handleSubmit}>
              <SexField name="sex" />
              <TextField name="firstName" label={t('register.form.firstName')} autoComplete="given-name" />
              <TextField name="lastName" label={t('register.form.lastName')} autoComplete="family-name" />
              <TextField name="password" type="password" label={t('register.form.password')} autoComplete="new-password" />
              <PasswordChecklist value={values.password} />
              <TextField name="repeatPassword" type="password" label={t('register.form.repeatPassword')} autoComplete="new-password" />
              {shown && 'codesExpired' in shown && <CodesExpired messageKey="register.errors.codesExpired" keep={{ registration: values }} />}
              {shown && 'errorKey' in shown && <Alert tone="error">{t(shown.errorKey)}</Alert>}
              <StageActions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('register.form.submit')}
                </Button>
              </StageActions>
            </StageForm>
          );
        }}
      </Formik>
    </StageSection>
  );
}
