import { useTranslation } from 'react-i18next';
import { Button } from '@salon/ui';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';

/** ERROR (spec part 1, section 4): something failed beyond repair; the button starts identification over. */
export function ErrorStage() {
  const { t } = useTranslation('auth');
  const { restart } = useAuthFlow();

  return (
    <StageSection>
      <StageText>{t('errors.UNKNOWN_ERROR')}</StageText>
      <StageActions>
        <Button onClick={restart}>{t('signIn.error.restart')}</Button>
      </StageActions>
    </StageSection>
  );
}
