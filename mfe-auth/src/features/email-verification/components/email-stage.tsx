import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import type { UserProfile } from '@salon/contracts/identity-api';
import { TextField, email } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { useChangeEmailMutation, useResendEmailCodeMutation } from '../../../api/email-verification.ts';
import { StageActions, StageForm, StageText } from '../../../components/stage-layout.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { shortErrorKey } from '../lib/short-error-key.ts';
import { addressToConfirm, confirmTargetOf, sameEmail, type BaseStage, type ConfirmTarget } from '../lib/verification-stages.ts';

export interface EmailStageProps {
  stage: BaseStage;
  profile: UserProfile;
  /** Why the customer is back here (an auth-namespace key): a locked code. */
  notice: string | null;
  /** A code went to `address`; `target` says which call confirms it. */
  onCodeSent: (address: string, target: ConfirmTarget) => void;
}

interface Values {
  email: string;
}

const schema = object({ email: email() });

/** Field errors the API gives for the address (spec part 2, section 8), as the field shows them. */
const FIELD_ERRORS: Record<string, string> = {
  DUPLICATE_VALUE: 'auth:emailVerification.errors.duplicateEmail',
  // The validation namespace has this message ('To jest Twój obecny adres').
  EMAIL_IS_SAME_AS_CURRENT: 'EMAIL_IS_SAME_AS_CURRENT',
};

/**
 * The with-email and without-email stages. With an address awaiting confirmation the
 * field starts with it, and sending keeps it (a code to that address); any other address
 * starts an e-mail change, which sends its own code. Without an address the customer
 * enters one, which is a change as well.
 */
export function EmailStage({ stage, profile, notice, onCodeSent }: EmailStageProps) {
  const { t } = useTranslation('auth');
  const [changeEmail] = useChangeEmailMutation();
  const [resendCode] = useResendEmailCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const offered = stage === 'with-email' ? addressToConfirm(profile) : null;

  const submit = async ({ email: typed }: Values, { setFieldError }: FormikHelpers<Values>) => {
    const address = typed.trim();
    setFailure(null);
    try {
      if (offered && sameEmail(address, offered)) {
        await resendCode().unwrap();
        onCodeSent(offered, confirmTargetOf(profile));
      } else {
        await changeEmail({ email: address }).unwrap();
        onCodeSent(address, 'change');
      }
    } catch (caught) {
      const error = apiErrorOf(caught);
      const fieldError = FIELD_ERRORS[error.code];
      if (fieldError) setFieldError('email', fieldError);
      else setFailure(shortErrorKey(error));
    }
  };

  return (
    <Formik<Values> initialValues={{ email: offered ?? '' }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <StageForm noValidate onSubmit={handleSubmit}>
          {notice && <Alert tone="warning">{t(notice)}</Alert>}
          <StageText>{t(stage === 'with-email' ? 'emailVerification.withEmail.text' : 'emailVerification.withoutEmail.text')}</StageText>
          <TextField name="email" type="email" label={t('emailVerification.emailLabel')} autoComplete="email" />
          {failure && <Alert tone="error">{t(failure)}</Alert>}
          <StageActions>
            <Button type="submit" disabled={isSubmitting}>
              {t('emailVerification.send')}
            </Button>
          </StageActions>
        </StageForm>
      )}
    </Formik>
  );
}
