import { useTranslation } from 'react-i18next';
import { bus } from '@salon/platform';
import { Button, Container, PageHeader } from '@salon/ui';

/**
 * The auth remote's own dev page: the shell is not there to send `auth:open`, so this
 * button does, the way any app would.
 */
export function StandalonePage() {
  const { t } = useTranslation('auth');
  return (
    <Container>
      <PageHeader title={t('standalone.title')} />
      <Button variant="primary" onClick={() => bus.emit('auth:open', {})}>
        {t('standalone.open')}
      </Button>
    </Container>
  );
}
