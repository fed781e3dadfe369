import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of `RetryAlert`. */
export interface RetryAlertProps {
  /** What failed, in the page's language. */
  message: string;
  onRetry: () => void;
}

/**
 * A part of a page that failed to load: what failed (an error alert, announced) and a
 * retry for that part only, so the rest of the page keeps working.
 */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Stack>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
