import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@salon/contracts/identity-api';
import { testUserProfile } from '@salon/contracts/testing';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import '../../../i18n.ts';
import { PhoneDialog } from './phone-dialog.tsx';

beforeAll(() => initI18n());

const NEW = '+48600100200';
const pending: UserProfile = testUserProfile({ phone: '+48500100200', unconfirmedPhone: NEW });

function renderDialog(overrides: { start?: jest.Mock; confirm?: jest.Mock } = {}) {
  const start = overrides.start ?? jest.fn().mockResolvedValue(pending);
  const confirm = overrides.confirm ?? jest.fn().mockResolvedValue({ ...pending, phone: NEW, unconfirmedPhone: null });
  const onClose = jest.fn();
  renderWithUi(<PhoneDialog currentPhone="+48500100200" startPhoneChange={start} confirmPhone={confirm} onClose={onClose} />);
  return { start, confirm, onClose };
}

const typeCode = async (code: string) => {
  await userEvent.click(screen.getByRole('textbox', { name: /Cyfra 1 z 4/ }));
  await userEvent.keyboard(code);
};

test('the new number gets a code; the right code changes it; the last stage says so', async () => {
  const { start, confirm, onClose } = renderDialog();
  await userEvent.type(screen.getByLabelText('Nowy numer telefonu'), '600 100 200');
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  expect(start).toHaveBeenCalledWith('600 100 200');
  expect(await screen.findByText('Kod wysłaliśmy SMS-em na numer +48600100200.')).toBeInTheDocument();
  await typeCode('1234');
  expect(confirm).toHaveBeenCalledWith(NEW, '1234');
  expect(await screen.findByText('Twój numer telefonu to teraz +48600100200.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Gotowe' }));
  expect(onClose).toHaveBeenCalled();
});

test('the current number, a taken one and a malformed one are refused on the field', async () => {
  const start = jest.fn().mockRejectedValue({ status: 409, code: 'DUPLICATE_VALUE', field: 'phone' });
  renderDialog({ start });
  const field = screen.getByLabelText('Nowy numer telefonu');
  await userEvent.type(field, '500 100 200');
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  expect(await screen.findByText('To jest Twój obecny numer')).toBeInTheDocument();
  expect(start).not.toHaveBeenCalled();
  await userEvent.clear(field);
  await userEvent.type(field, 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.type(field, '600 100 200');
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  expect(await screen.findByText('Ten numer należy do innego konta.')).toBeInTheDocument();
});

test('a wrong code says so and keeps the stage; a locked code goes back to the number with a notice', async () => {
  const confirm = jest
    .fn()
    .mockRejectedValueOnce({ status: 400, code: 'INVALID_TOKEN', field: 'token' })
    .mockRejectedValueOnce({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' });
  renderDialog({ confirm });
  await userEvent.type(screen.getByLabelText('Nowy numer telefonu'), '600 100 200');
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
  await screen.findByText('Kod wysłaliśmy SMS-em na numer +48600100200.');
  await typeCode('0000');
  expect(await screen.findByText('To nie jest właściwy kod. Sprawdź SMS i wpisz go ponownie.')).toBeInTheDocument();
  // After a refusal the code is typed anew: four new digits are the next attempt.
  await userEvent.keyboard('1111');
  expect(await screen.findByText(/Wpisano zbyt wiele błędnych kodów/)).toBeInTheDocument();
  expect(screen.getByLabelText('Nowy numer telefonu')).toBeInTheDocument();
});
