import { useTranslation } from 'react-i18next';
import { Button } from '@salon/ui';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { signedInOverride } from './signed-in-override.ts';

/**
 * OVERRIDE_EMAIL_SUCCESS: the account's e-mail was replaced. After a phone login the
 * customer is signed in and goes on; from registration nobody is signed in yet (the
 * override returns no tokens), so they sign in with the new e-mail or close.
 */
export function OverrideEmailSuccessStage() {
  const { t } = useTranslation('auth');
  const { flow, goTo } = useAuthFlow();
  const { close, done } = useAuthDialog();
  const afterLogin = signedInOverride(flow);

  return (
    <StageSection>
      <StageText>{t('signIn.overrideEmailSuccess.text', { email: flow.email ?? '' })}</StageText>
      <StageActions>
        {afterLogin ? (
          <Button onClick={done}>{t('signIn.overrideEmailSuccess.continue')}</Button>
        ) : (
          <>
            <Button onClick={() => goTo({ stage: 'LOGIN', loginChannel: 'email', emailToken: null, phoneToken: null })}>
              {t('signIn.overrideEmailSuccess.signIn')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('signIn.overrideEmailSuccess.close')}
            </Button>
          </>
        )}
      </StageActions>
    </StageSection>
  );
}
