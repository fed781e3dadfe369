import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, ResendButton, VERIFICATION_CODE_LENGTH } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import { StageActions, StageForm, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';

export interface CodeVerificationProps {
  /** Where the code went ("we sent a code to …"). */
  intro: ReactNode;
  /** The code group's accessible name. */
  label: string;
  /** An auth-namespace key: the code is wrong or expired (UNAUTHORIZED), worded for this flow. */
  wrongCodeKey: string;
  /** Checks the code and moves the flow on; rejects with the API's error. */
  check: (code: string) => Promise<void>;
  /** Sends a new code; rejects with the API's error. */
  resend: () => Promise<void>;
}

type Status = 'idle' | 'progress' | 'error';

/**
 * A 4-digit code step of the registration (spec part 1, section 2 "Code input" and
 * section 8 UNAUTHORIZED): the code is checked as soon as it is complete (or by the
 * button, to try the same code again after a network failure); a wrong or expired code
 * turns the input to its error state with the flow's message, to be retyped or resent.
 */
export function CodeVerification({ intro, label, wrongCodeKey, check, resend }: CodeVerificationProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [resendErrorKey, setResendErrorKey] = useState<string | null>(null);

  const submit = async (value: string) => {
    if (status === 'progress' || value.length !== VERIFICATION_CODE_LENGTH) return;
    setStatus('progress');
    setErrorKey(null);
    try {
      await check(value);
      setStatus('idle');
    } catch (error) {
      const apiError = apiErrorOf(error);
      setErrorKey(apiError.code === 'UNAUTHORIZED' ? wrongCodeKey : commonErrorKey(apiError));
      setStatus('error');
    }
  };

  const change = (value: string) => {
    setCode(value);
    if (status === 'error') {
      setStatus('idle');
      setErrorKey(null);
    }
  };

  const sendAgain = async () => {
    setResendErrorKey(null);
    try {
      await resend();
      // A new code replaces the old one: what was typed (and its error) no longer applies.
      setCode('');
      setStatus('idle');
      setErrorKey(null);
    } catch (error) {
      setResendErrorKey(commonErrorKey(apiErrorOf(error)));
      // Rejected, so the resend button starts no countdown: nothing was sent, the customer may retry.
      throw error;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <StageForm noValidate onSubmit={onSubmit}>
      <StageText>{intro}</StageText>
      <CodeInput
        value={code}
        onChange={change}
        onComplete={(value) => void submit(value)}
        status={status}
        label={label}
        errorMessage={errorKey ? t(errorKey) : null}
        autoFocus
      />
      {resendErrorKey && <Alert tone="error">{t(resendErrorKey)}</Alert>}
      <StageActions>
        <Button type="submit" disabled={status === 'progress' || code.length !== VERIFICATION_CODE_LENGTH}>
          {t('register.code.submit')}
        </Button>
        <ResendButton onResend={sendAgain} />
      </StageActions>
    </StageForm>
  );
}
