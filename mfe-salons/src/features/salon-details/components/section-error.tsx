import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from '@salon/ui';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A part of the page that failed to load: what failed and a retry for that part only,
 * so the rest of the salon page keeps working (issue 13, "bad input").
 */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
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
