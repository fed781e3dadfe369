import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionUserOf } from '@salon/contracts/identity-api';
import { setSessionUser } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { useOverrideEmailMutation } from '../../../../api/sign-in.ts';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { useOverrideAccountEmailMutation } from '../../../../api/account-email.ts';
import { signedInOverride } from './signed-in-override.ts';

/**
 * OVERRIDE_EMAIL (spec part 1, section 4): the phone's account has another e-mail
 * (flow.accountEmail, masked by the API when it comes from registration); replace it
 * with the one just verified, or keep it.
 */
export function OverrideEmailStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const { done } = useAuthDialog();
  const [overrideEmail] = useOverrideEmailMutation();
  const [overrideAccountEmail] = useOverrideAccountEmailMutation();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const afterLogin = signedInOverride(flow);

  const replace = async () => {
    const { email, emailToken, phone, phoneToken } = flow;
    if (!email || !emailToken) {
      setErrorKey('errors.UNKNOWN_ERROR');
      return;
    }
    setPending(true);
    setErrorKey(null);
    try {
      if (afterLogin) {
        const profile = await overrideAccountEmail({ email, token: emailToken }).unwrap();
        // Every remote shows the signed-in e-mail: tell them it changed.
        setSessionUser(sessionUserOf(profile));
      } else {
        await overrideEmail({ email, emailToken, phone: phone ?? '', phoneToken: phoneToken ?? '' }).unwrap();
      }
      goTo({ stage: 'OVERRIDE_EMAIL_SUCCESS' });
    } catch (error) {
      const apiError = apiErrorOf(error);
      setErrorKey(apiError.code === 'UNAUTHORIZED' ? 'signIn.overrideEmail.codeExpired' : commonErrorKey(apiError));
      setPending(false);
    }
  };

  const keep = () => {
    if (afterLogin) done();
    // Not signed in yet: sign in to the phone's account as it is, with no e-mail to carry over.
    else goTo({ stage: 'LOGIN_PHONE', loginChannel: 'phone', email: null, emailToken: null });
  };

  return (
    <StageSection>
      <StageText>{t('signIn.overrideEmail.text', { accountEmail: flow.accountEmail ?? '', email: flow.email ?? '' })}</StageText>
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
      <StageActions>
        <Button onClick={replace} disabled={pending}>
          {t('signIn.overrideEmail.replace')}
        </Button>
        <Button variant="secondary" onClick={keep} disabled={pending}>
          {t('signIn.overrideEmail.keep')}
        </Button>
      </StageActions>
    </StageSection>
  );
}
