import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@salon/ui';
import { useGoogleChangeEmailMutation } from '../../../../api/google.ts';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { apiErrorOf, commonErrorKey } from '../../../../lib/api-error.ts';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { googleErrorKey } from './social-errors.ts';
import { useSocialSession } from './use-social-session.ts';

/**
 * GOOGLE_EMAIL_CHANGE (spec part 1, section 4): the phone's account has another e-mail
 * than Google's; the customer takes Google's or keeps theirs, and either way signs in
 * with the account now linked to Google.
 */
export function GoogleEmailChangeStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const { finish } = useAuthDialog();
  const social = useSocialSession('google');
  const [changeEmail] = useGoogleChangeEmailMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!social) return null;

  const choose = async (shouldChangeEmail: boolean) => {
    if (!flow.phone || !flow.phoneToken) {
      goTo({ stage: 'ERROR' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tokens = await changeEmail({ phone: flow.phone, phoneToken: flow.phoneToken, googleToken: social.token, shouldChangeEmail }).unwrap();
      await finish(tokens, 'login');
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      if (apiError.code === 'USER_INACTIVE') goTo({ stage: 'USER_INACTIVE' });
      else if (apiError.code === 'UNAUTHORIZED') setError('social.errors.codeInvalid');
      else setError(googleErrorKey(apiError) ?? commonErrorKey(apiError));
      setBusy(false);
    }
  };

  return (
    <StageSection>
      <StageText>{t('social.googleEmailChange.intro', { email: social.user?.email ?? '' })}</StageText>
      <StageText>{t('social.googleEmailChange.question')}</StageText>
      {error && <Alert tone="error">{t(error)}</Alert>}
      <StageActions>
        <Button type="button" disabled={busy} onClick={() => void choose(true)}>
          {t('social.googleEmailChange.change')}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void choose(false)}>
          {t('social.googleEmailChange.keep')}
        </Button>
      </StageActions>
    </StageSection>
  );
}
