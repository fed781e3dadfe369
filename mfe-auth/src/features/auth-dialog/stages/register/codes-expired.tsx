import { useTranslation } from 'react-i18next';
import { Alert } from '@salon/ui';
import { TextButton } from '../../../../components/stage-layout.tsx';
import { useAuthFlow } from '../../hooks/use-auth-flow.ts';
import type { StageChange } from '../../store/auth-flow-slice.ts';

export interface CodesExpiredProps {
  /** An auth-namespace key: what could not be done because the codes expired. */
  messageKey: string;
  /** The stage's answers, kept in the flow so that its form is filled again after the new codes. */
  keep: Pick<StageChange, 'registration' | 'extras'>;
}

/**
 * The verification codes expired (UNAUTHORIZED from `validate` or `register`): says so
 * and leads back to REGISTER_CHOOSE for new codes, forgetting the old ones and keeping
 * what was typed.
 */
export function CodesExpired({ messageKey, keep }: CodesExpiredProps) {
  const { t } = useTranslation('auth');
  const { goTo } = useAuthFlow();
  return (
    <Alert tone="error">
      <p>{t(messageKey)}</p>
      <TextButton type="button" onClick={() => goTo({ stage: 'REGISTER_CHOOSE', emailToken: null, phoneToken: null, ...keep })}>
        {t('register.errors.verifyAgain')}
      </TextButton>
    </Alert>
  );
}
