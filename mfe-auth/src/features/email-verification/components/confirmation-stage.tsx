import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@salon/contracts/identity-api';
import { CodeInput, messageKey, ResendButton, useValidationMessage, VERIFICATION_CODE_LENGTH } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import {
  useConfirmCurrentEmailMutation,
  useConfirmEmailChangeMutation,
  useResendEmailCodeMutation,
} from '../../../api/email-verification.ts';
import { StageActions, StageForm, StageText, TextButton } from '../../../components/stage-layout.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { shortErrorKey } from '../lib/short-error-key.ts';
import type { ConfirmTarget } from '../lib/verification-stages.ts';

export interface ConfirmationStageProps {
  /** Where the code went. */
  address: string;
  target: ConfirmTarget;
  onConfirmed: (profile: UserProfile) => void;
  /** INVALID_TOKEN_TOO_MANY_TIMES: the code is locked, back to the base stage. */
  onLocked: () => void;
  /** The customer wants to send the code elsewhere. */
  onChangeAddress: () => void;
}

/** Spec part 2: 60 s between codes in the e-mail flow (the API refuses sooner ones too). */
export const EMAIL_RESEND_SECONDS = 60;

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

type CodeError = 'wrong' | 'incomplete' | null;

/**
 * The 4-digit code stage. The code is checked as soon as its last digit is in (or on
 * submit). A wrong code turns the input to its error state with its own message until
 * the customer edits it; a locked code sends the customer back to the base stage.
 */
export function ConfirmationStage({ address, target, onConfirmed, onLocked, onChangeAddress }: ConfirmationStageProps) {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const [confirmCurrent] = useConfirmCurrentEmailMutation();
  const [confirmChange] = useConfirmEmailChangeMutation();
  const [resendCode] = useResendEmailCodeMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<CodeError>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // onComplete and submit can both fire for the same code: one check at a time.
  const inFlight = useRef(false);

  const check = async (token: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    setFailure(null);
    try {
      const confirm = target === 'change' ? confirmChange : confirmCurrent;
      const profile = await confirm({ token }).unwrap();
      onConfirmed(profile);
    } catch (caught) {
      const error = apiErrorOf(caught);
      if (error.code === 'CHANGE_EMAIL_INVALID_REQUEST') setCodeError('wrong');
      else if (error.code === 'INVALID_TOKEN_TOO_MANY_TIMES') onLocked();
      else setFailure(shortErrorKey(error));
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  const edit = (value: string) => {
    setCode(value);
    setCodeError(null);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (CODE_PATTERN.test(code)) void check(code);
    else setCodeError('incomplete');
  };

  const resend = async () => {
    try {
      await resendCode().unwrap();
    } catch (error) {
      // Spec part 2, section 8: resend failures show nothing. Rethrown so that the button
      // starts no countdown and the customer may try again at once.
      console.warn('[auth] the e-mail code could not be sent again', error);
      throw error;
    }
  };

  const codeMessage =
    codeError === 'wrong'
      ? t('emailVerification.errors.wrongCode')
      : codeError === 'incomplete'
        ? validationMessage(messageKey('verificationCode'))
        : null;

  return (
    <StageForm noValidate onSubmit={submit}>
      <StageText>{t('emailVerification.confirmation.text', { email: address })}</StageText>
      <CodeInput
        value={code}
        onChange={edit}
        onComplete={(complete) => void check(complete)}
        status={checking ? 'progress' : codeError ? 'error' : 'idle'}
        label={t('emailVerification.confirmation.codeLabel')}
        errorMessage={codeMessage}
        autoFocus
      />
      {failure && <Alert tone="error">{t(failure)}</Alert>}
      <StageActions>
        <Button type="submit" disabled={checking}>
          {t('emailVerification.confirmation.submit')}
        </Button>
      </StageActions>
      <ResendButton onResend={resend} cooldownSeconds={EMAIL_RESEND_SECONDS} />
      <TextButton type="button" onClick={onChangeAddress}>
        {t('emailVerification.confirmation.changeAddress')}
      </TextButton>
    </StageForm>
  );
}
