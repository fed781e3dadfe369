import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button } from '@salon/ui';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';

/** The booking flow's root (spec part 1, section 2: public, under /rezerwacja). */
export const BOOKING_PATH = '/rezerwacja';

/**
 * REGISTER_CONFIRMATION: the account exists and the customer is signed in (the dialog
 * stayed open for this). Either straight to booking, or close: `done()` then goes to the
 * dialog's return path, or marks the page with logged-in=true.
 */
export function RegisterConfirmationStage() {
  const { t } = useTranslation('auth');
  const { close, done } = useAuthDialog();
  const navigate = useNavigate();

  const goToBooking = () => {
    navigate(BOOKING_PATH);
    close();
  };

  return (
    <StageSection>
      <Alert tone="success" title={t('register.confirmation.title')} />
      <StageText>{t('register.confirmation.text')}</StageText>
      <StageActions>
        <Button type="button" onClick={goToBooking}>
          {t('register.confirmation.goToBooking')}
        </Button>
        <Button type="button" variant="secondary" onClick={done}>
          {t('register.confirmation.close')}
        </Button>
      </StageActions>
    </StageSection>
  );
}
