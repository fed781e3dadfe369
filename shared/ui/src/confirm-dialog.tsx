import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The action the question is about ("Refresh", "Stop", "Cancel the visit"). */
  confirmLabel: string;
  /** Leaving things as they are ("Not now", "Continue booking"). */
  cancelLabel: string;
  onConfirm: () => void;
  /** Also what closing the dialog (Escape, backdrop, close button) does. */
  onCancel: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

/**
 * A question with two answers, docked to the bottom on phones: the quit-booking
 * confirmation, the refresh prompt, and later the cancel-visit and preferred-salon
 * confirmations. The safe answer comes first and closing the dialog means it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      bottomDocked
      footer={
        <Actions>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Actions>
      }
    >
      {children}
    </Dialog>
  );
}
