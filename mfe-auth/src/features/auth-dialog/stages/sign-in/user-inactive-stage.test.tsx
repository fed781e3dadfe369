import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderDialog } from '../../../../test/render-dialog.tsx';

beforeAll(() => initI18n());
afterEach(() => setRuntimeConfigForTests(null));

describe('USER_INACTIVE', () => {
  it('sends the customer to customer support by phone', () => {
    setRuntimeConfigForTests({ contact: { phone: '+48 22 123 45 67' } });
    renderDialog('USER_INACTIVE');
    expect(screen.getByText('Twoje konto lojalnościowe jest nieaktywne. Aby je aktywować, skontaktuj się z obsługą klienta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute('href', 'tel:+48221234567');
  });

  it('closes', async () => {
    const view = renderDialog('USER_INACTIVE');
    // The dialog's own close button comes first; the stage's is the last.
    await userEvent.click(screen.getAllByRole('button', { name: 'Zamknij' }).at(-1)!);
    expect(view.onClose).toHaveBeenCalled();
  });
});
