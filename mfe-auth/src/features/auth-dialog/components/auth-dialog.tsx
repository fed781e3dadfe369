import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog } from '@salon/ui';
import { authStageGroup } from '../lib/stage-groups.ts';
import type { AuthDialogOptions } from '../lib/dialog-options.ts';

export interface AuthDialogProps {
  open: boolean;
  options: AuthDialogOptions;
  onClose: () => void;
}

/**
 * The staged authentication dialog. Its title follows the stage's group; the stages'
 * forms come with the sign-in issue, and until then the body says plainly that
 * signing in is not available in this build.
 */
export function AuthDialog({ open, options, onClose }: AuthDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`titles.${authStageGroup(options.stage)}`)}
      closable={options.closable}
      closeOnBackdrop={options.closable}
      fullScreen={options.fullScreen}
      bottomDocked={options.bottomDocked}
      footer={
        // A non-closable dialog waits for a sign-in; with no sign-in form in this build
        // it would trap the visitor, so it gets a way out. The stage forms bring their
        // own actions and replace this one.
        options.closable ? undefined : (
          <Button variant="secondary" onClick={onClose}>
            {t('close', { ns: 'common' })}
          </Button>
        )
      }
    >
      <Message>{t('unavailable')}</Message>
    </Dialog>
  );
}

const Message = styled.p`
  margin: 0;
`;
