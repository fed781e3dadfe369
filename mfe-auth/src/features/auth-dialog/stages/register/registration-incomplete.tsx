import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@salon/ui';
import { StageActions, StageSection } from '../../../../components/stage-layout.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import { flowReset } from '../../store/auth-flow-slice.ts';

/**
 * Shown instead of a registration stage whose earlier steps are missing (opened
 * directly, or its codes forgotten): the API could only refuse, so the customer starts
 * the registration over, keeping the e-mail and phone already typed.
 */
export function RegistrationIncomplete() {
  const { t } = useTranslation('auth');
  const { flow, dispatch } = useAuthFlow();
  const startOver = () => dispatch(flowReset({ stage: flow.email ? 'REGISTER_CHOOSE' : 'IDENTIFICATION', email: flow.email, phone: flow.phone }));
  return (
    <StageSection>
      <Alert tone="warning">{t('register.incomplete.text')}</Alert>
      <StageActions>
        <Button type="button" onClick={startOver}>
          {t('register.incomplete.startOver')}
        </Button>
      </StageActions>
    </StageSection>
  );
}
