import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@salon/ui';
import { useVersionCheck } from './use-version-check.ts';
import { SHELL_NS } from '../i18n.ts';

/** The new-version refresh prompt: 'not now' dismisses it, 'refresh' reloads. */
export function VersionPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const outdated = useVersionCheck();
  const [dismissed, setDismissed] = useState(false);
  return (
    <ConfirmDialog
      open={outdated && !dismissed}
      title={t('versionPrompt.title')}
      confirmLabel={t('versionPrompt.refresh')}
      cancelLabel={t('versionPrompt.notNow')}
      onConfirm={reload}
      onCancel={() => setDismissed(true)}
    >
      <p>{t('versionPrompt.text')}</p>
    </ConfirmDialog>
  );
}
