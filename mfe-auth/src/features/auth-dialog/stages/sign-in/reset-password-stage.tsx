import { useCallback, useEffect, useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { CodeInput, email, ResendButton, TextField } from '@salon/forms';
import { Alert, Button } from '@salon/ui';
import {
  useCheckPhoneResetMutation,
  useCheckResetMutation,
  useRequestPhoneResetMutation,
  useRequestResetMutation,
} from '../../../../api/reset-password.ts';
import { StageActions, StageForm, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { AuthFlowState, LoginChannel } from '../../store/auth-flow-slice.ts';

type CodeStatus = 'idle' | 'progress' | 'error' | 'success';

/** Where the reset code goes: the channel the flow asked for when its address is known, else whichever is. */
export function resetTarget(flow: Pick<AuthFlowState, 'resetChannel' | 'email' | 'phone'>): { channel: LoginChannel; address: string } | null {
  if (flow.resetChannel === 'phone' && flow.phone) return { channel: 'phone', address: flow.phone };
  if (flow.email) return { channel: 'email', address: flow.email };
  if (flow.phone) return { channel: 'phone', address: flow.phone };
  return null;
}

/**
 * RESET_PASSWORD (spec part 1, section 4): the code is sent on entry to the e-mail or
 * the phone, then checked; a right code leads to RESET_PASSWORD_SECOND. Without an
 * address (the dialog opened straight here) it asks for the e-mail first.
 */
export function ResetPasswordStage() {
  const { flow } = useAuthFlow();
  const target = resetTarget(flow);
  if (!target) return <ResetEmailForm />;
  // A new address is a new request: the key gives it a fresh "sent once" guard.
  return <ResetCode key={`${target.channel}:${target.address}`} channel={target.channel} address={target.address} />;
}

interface EmailValues {
  email: string;
}

const emailSchema = object({ email: email() });

function ResetEmailForm() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();

  const submit = ({ email: address }: EmailValues) => {
    goTo({ stage: 'RESET_PASSWORD', email: address.trim(), resetChannel: 'email', notice: flow.notice });
  };

  return (
    <Formik<EmailValues> initialValues={{ email: '' }} validationSchema={emailSchema} onSubmit={submit}>
      {({ handleSubmit }) => (
        <StageForm noValidate onSubmit={handleSubmit}>
          <StageText>{t('signIn.resetPassword.askEmail')}</StageText>
          <TextField name="email" type="email" label={t('signIn.resetPassword.emailLabel')} autoComplete="email" inputMode="email" />
          <StageActions>
            <Button type="submit">{t('signIn.resetPassword.sendCode')}</Button>
          </StageActions>
        </StageForm>
      )}
    </Formik>
  );
}

function ResetCode({ channel, address }: { channel: LoginChannel; address: string }) {
  const { t } = useTranslation('auth');
  const { goTo } = useAuthFlow();
  const [requestReset] = useRequestResetMutation();
  const [requestPhoneReset] = useRequestPhoneResetMutation();
  const [checkReset] = useCheckResetMutation();
  const [checkPhoneReset] = useCheckPhoneResetMutation();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const send = useCallback(async () => {
    setSendError(null);
    try {
      const captcha = await captchaFor('resetPassword');
      if (channel === 'phone') await requestPhoneReset({ phone: address, captcha }).unwrap();
      else await requestReset({ email: address, captcha }).unwrap();
    } catch (error) {
      setSendError(commonErrorKey(apiErrorOf(error)));
    }
  }, [channel, address, requestReset, requestPhoneReset]);

  // Once per entry: StrictMode runs effects twice and a second request would hit the resend cooldown.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void send();
  }, [send]);

  const resend = async () => {
    setCode('');
    setStatus('idle');
    setCodeError(null);
    await send();
  };

  const check = async (token: string) => {
    setStatus('progress');
    setCodeError(null);
    try {
      if (channel === 'phone') await checkPhoneReset({ phone: address, token }).unwrap();
      else await checkReset({ email: address, token }).unwrap();
      setStatus('success');
      goTo({ stage: 'RESET_PASSWORD_SECOND', resetChannel: channel, resetToken: token });
    } catch (error) {
      const apiError = apiErrorOf(error);
      setStatus('error');
      setCodeError(t(apiError.code === 'UNAUTHORIZED' ? 'signIn.resetPassword.wrongCode' : commonErrorKey(apiError)));
    }
  };

  return (
    <StageSection>
      <StageText>
        {t(channel === 'phone' ? 'signIn.resetPassword.sentToPhone' : 'signIn.resetPassword.sentToEmail', { address })}
      </StageText>
      {sendError && <Alert tone="error">{t(sendError)}</Alert>}
      <CodeInput
        value={code}
        onChange={setCode}
        onComplete={check}
        status={status}
        label={t('signIn.resetPassword.codeLabel')}
        errorMessage={codeError}
        disabled={status === 'progress'}
        autoFocus
      />
      <ResendButton onResend={resend} />
    </StageSection>
  );
}
