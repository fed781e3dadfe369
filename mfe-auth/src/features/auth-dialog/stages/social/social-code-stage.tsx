import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@salon/ui';
import { captchaFor } from '../../../../lib/captcha.ts';
import { useApplePhoneSendMutation, useApplePhoneVerifyMutation } from '../../../../api/apple.ts';
import { useGoogleSmsSendMutation, useGoogleSmsVerifyMutation } from '../../../../api/google.ts';
import { CodeInput, ResendButton } from '@salon/forms';
import { StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { appleSignedWrapper } from '../../../../lib/social/apple-wrapper.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { googleErrorKey } from './social-errors.ts';
import { useAppleLogin } from './use-social-sign-in.ts';
import { useSocialSession } from './use-social-session.ts';

type CodeStatus = 'idle' | 'progress' | 'error' | 'success';

/** A wrong or expired code, or too many of them: the code input's own error (spec part 1, section 8). */
function codeErrorKey(code: string): string | null {
  if (code === 'UNAUTHORIZED') return 'social.errors.codeInvalid';
  if (code === 'RATE_LIMITED' || code === 'INVALID_TOKEN_TOO_MANY_TIMES') return `errors.${code}`;
  return null;
}

interface CodeFormProps {
  /** Checks the code; resolves to a message key for the code input, or null when the flow moved on. */
  verify: (code: string) => Promise<string | null>;
  resend: () => Promise<unknown>;
}

/** The SMS code of a provider's phone: 4 cells that check themselves when full, and a resend after 30 s. */
function CodeForm({ verify, resend }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const { flow } = useAuthFlow();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  const complete = async (code: string) => {
    setStatus('progress');
    setError(null);
    const message = await verify(code);
    if (message) {
      setStatus('error');
      setError(message);
    } else {
      setStatus('success');
    }
  };

  const resendCode = async () => {
    setResendError(null);
    setError(null);
    setStatus('idle');
    setValue('');
    try {
      await resend();
    } catch (failure) {
      setResendError(commonErrorKey(apiErrorOf(failure)));
    }
  };

  return (
    <StageSection>
      <StageText>{t('social.code.intro', { phone: flow.phone ?? '' })}</StageText>
      <CodeInput
        value={value}
        onChange={(next) => {
          setValue(next);
          if (status === 'error') setStatus('idle');
        }}
        onComplete={(code) => void complete(code)}
        status={status}
        label={t('social.code.label')}
        errorMessage={error ? t(error) : null}
        disabled={status === 'progress' || status === 'success'}
        autoFocus
      />
      <ResendButton onResend={resendCode} />
      {resendError && <Alert tone="error">{t(resendError)}</Alert>}
    </StageSection>
  );
}

/**
 * GOOGLE_PHONE_VERIFICATION (spec part 1, sections 4 and 8): the phone's account signs in
 * (now linked to Google), or GOOGLE_REGISTER follows with Google's data, or, when the
 * account's e-mail is not Google's, GOOGLE_EMAIL_CHANGE.
 */
export function GooglePhoneVerificationStage() {
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const social = useSocialSession('google');
  const [verify] = useGoogleSmsVerifyMutation();
  const [send] = useGoogleSmsSendMutation();
  if (!social || !flow.phone) return null;
  const phone = flow.phone;

  const check = async (phoneToken: string): Promise<string | null> => {
    try {
      const answer = await verify({ phone, phoneToken, googleToken: social.token }).unwrap();
      if ('googleUser' in answer) goTo({ stage: 'GOOGLE_REGISTER', phoneToken, social: { ...social, user: answer.googleUser } });
      else await finish(answer, 'login');
      return null;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'GOOGLE_EMAIL_IS_NOT_THE_SAME') {
        const googleEmail = typeof apiError.email === 'string' ? apiError.email : (social.user?.email ?? null);
        goTo({ stage: 'GOOGLE_EMAIL_CHANGE', phoneToken, social: { ...social, user: { email: googleEmail, firstName: social.user?.firstName ?? null, lastName: social.user?.lastName ?? null } } });
        return null;
      }
      if (apiError.code === 'USER_INACTIVE') {
        goTo({ stage: 'USER_INACTIVE' });
        return null;
      }
      return codeErrorKey(apiError.code) ?? googleErrorKey(apiError) ?? commonErrorKey(apiError);
    }
  };

  return <CodeForm verify={check} resend={async () => send({ phone, googleToken: social.token, captcha: await captchaFor('sendPhoneToken') }).unwrap()} />;
}

/**
 * APPLE_PHONE_CODE_VERIFICATION (spec part 1, sections 4 and 8): a new customer goes on to
 * APPLE_REGISTER; a phone whose account the API just linked to Apple logs in. A wrong code
 * is the code input's error; any other failure the ERROR stage.
 */
export function ApplePhoneCodeVerificationStage() {
  const { flow, goTo } = useAuthFlow();
  const social = useSocialSession('apple');
  const [verify] = useApplePhoneVerifyMutation();
  const [send] = useApplePhoneSendMutation();
  const appleLogin = useAppleLogin();
  if (!social?.apple || !flow.phone) return null;
  const phone = flow.phone;
  const authorization = social.apple;
  const { code, id_token } = authorization;

  const check = async (token: string): Promise<string | null> => {
    let isNewUser: boolean;
    try {
      ({ isNewUser } = await verify(await appleSignedWrapper({ phone, token, code, id_token })).unwrap());
    } catch (error) {
      const message = codeErrorKey(apiErrorOf(error).code);
      if (message) return message;
      goTo({ stage: 'ERROR' });
      return null;
    }
    if (isNewUser) {
      goTo({ stage: 'APPLE_REGISTER', phoneToken: token });
      return null;
    }
    try {
      await appleLogin(authorization, social.user);
    } catch (error) {
      goTo({ stage: apiErrorOf(error).code === 'USER_INACTIVE' ? 'USER_INACTIVE' : 'ERROR' });
    }
    return null;
  };

  const resend = async () => {
    try {
      await send({ ...(await appleSignedWrapper({ phone, code, id_token })), captcha: await captchaFor('sendPhoneToken') }).unwrap();
    } catch {
      goTo({ stage: 'ERROR' });
    }
  };

  return <CodeForm verify={check} resend={resend} />;
}
