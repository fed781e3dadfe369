import { useTranslation } from 'react-i18next';
import { phoneHref } from '@salon/contracts/runtime-config';
import { useRuntimeConfig } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { StageActions, StageSection, StageText } from '../../../../components/stage-layout.tsx';
import { useAuthDialog } from '../../components/auth-dialog-context.tsx';

/**
 * USER_INACTIVE: the loyalty account is inactive and only customer support can reactivate
 * it (spec part 1, sections 4 and 8), so the stage gives the call centre's number when
 * one is configured.
 */
export function UserInactiveStage() {
  const { t } = useTranslation('auth');
  const { close } = useAuthDialog();
  const { contact } = useRuntimeConfig();

  return (
    <StageSection>
      <Alert tone="warning">{t('signIn.userInactive.text')}</Alert>
      {contact.phone && (
        <StageText>
          {t('signIn.userInactive.contact')} <a href={phoneHref(contact.phone)}>{contact.phone}</a>
        </StageText>
      )}
      <StageActions>
        <Button onClick={close}>{t('signIn.userInactive.close')}</Button>
      </StageActions>
    </StageSection>
  );
}
