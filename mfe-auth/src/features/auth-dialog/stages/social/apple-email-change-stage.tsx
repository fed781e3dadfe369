import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionUserOf } from '@salon/contracts/identity-api';
import { setSessionUser } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { useAppleEmailChangeMutation } from '../../../../api/apple.ts';
import { getProfile } from '../../../../api/profile.ts';
import { useAuthDispatch } from '../../../../app/hooks.ts';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useSocialSession } from './use-social-session.ts';

/**
 * APPLE_EMAIL_CHANGE (spec part 1, section 4): the customer is signed in already; Apple's
 * e-mail differs from the account's, and they may take Apple's. Either way they then leave
 * the dialog. A change that fails keeps the current address and says so.
 */
export function AppleEmailChangeStage() {
  const { t } = useTranslation('auth');
  const { done } = useAuthDialog();
  const dispatch = useAuthDispatch();
  const social = useSocialSession('apple');
  const [changeEmail] = useAppleEmailChangeMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const appleEmail = social?.user?.email ?? null;
  if (!social) return null;

  const change = async () => {
    if (!appleEmail) return;
    setBusy(true);
    setFailed(false);
    try {
      await changeEmail({ email: appleEmail }).unwrap();
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    // Every remote shows the session's e-mail: announce the new one before leaving.
    try {
      const profile = await dispatch(getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      setSessionUser(sessionUserOf(profile));
    } catch (error) {
      console.warn('[auth] the e-mail changed, but the profile could not be reloaded', error);
    }
    done();
  };

  return (
    <StageSection>
      <StageText>{t('social.appleEmailChange.intro', { email: appleEmail ?? '' })}</StageText>
      <StageText>{t('social.appleEmailChange.question')}</StageText>
      {failed && <Alert tone="error">{t('social.errors.emailChangeFailed')}</Alert>}
      <StageActions>
        {appleEmail && !failed && (
          <Button type="button" disabled={busy} onClick={() => void change()}>
            {t('social.appleEmailChange.change')}
          </Button>
        )}
        <Button type="button" variant="secondary" disabled={busy} onClick={done}>
          {t('social.appleEmailChange.keep')}
        </Button>
      </StageActions>
    </StageSection>
  );
}
