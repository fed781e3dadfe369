import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { renderWithUi } from './testing.ts';

describe('ConfirmDialog', () => {
  beforeAll(() => initI18n());

  function renderDialog() {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithUi(
      <ConfirmDialog open title="Przerwać rezerwację?" confirmLabel="Przerwij" cancelLabel="Kontynuuj" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Nic nie zostanie zapisane.</p>
      </ConfirmDialog>,
    );
    return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Przerwać rezerwację?' }) };
  }

  it('asks the question with both answers, the safe one first', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveTextContent('Nic nie zostanie zapisane.');
    const buttons = screen.getAllByRole('button').filter((b) => ['Kontynuuj', 'Przerwij'].includes(b.textContent ?? ''));
    expect(buttons.map((b) => b.textContent)).toEqual(['Kontynuuj', 'Przerwij']);
  });

  it('confirms and cancels', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Przerwij' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Kontynuuj' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as the safe answer', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
