import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';

beforeAll(() => initI18n());

describe('ERROR', () => {
  it('says something went wrong and starts identification over, forgetting the flow', async () => {
    const view = renderDialog('ERROR', { flow: { email: 'ala@example.com', phone: '+48600100200', phoneToken: '1234' } });
    expect(
      screen.getByText('Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zacznij od nowa' }));
    expect(view.flow()).toMatchObject({ stage: 'IDENTIFICATION', email: null, phone: null, phoneToken: null });
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('');
  });
});
