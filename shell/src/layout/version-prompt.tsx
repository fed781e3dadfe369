import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog } from '@salon/ui';
import { useVersionCheck } from './use-version-check.ts';
import { SHELL_NS } from '../i18n.ts';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** The new-version refresh prompt: 'not now' dismisses it, 'refresh' reloads. */
export function VersionPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const outdated = useVersionCheck();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Dialog
      open={outdated && !dismissed}
      onClose={() => setDismissed(true)}
      title={t('versionPrompt.title')}
      bottomDocked
      footer={
        <Actions>
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            {t('versionPrompt.notNow')}
          </Button>
          <Button variant="primary" onClick={reload}>
            {t('versionPrompt.refresh')}
          </Button>
        </Actions>
      }
    >
      <p>{t('versionPrompt.text')}</p>
    </Dialog>
  );
}
