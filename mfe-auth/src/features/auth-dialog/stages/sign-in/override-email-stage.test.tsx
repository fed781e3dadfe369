import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi } from '../../../../test/api-routes.ts';
import { profile } from './test-support.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  localStorage.clear();
});

/** From registration: both codes, nobody signed in. */
const fromRegistration = {
  email: 'nowa@example.com',
  emailToken: '1234',
  phone: '+48600100200',
  phoneToken: '5678',
  accountEmail: 's***@example.com',
};
/** After a password login by phone: signed in, no phone code. */
const afterLogin = { ...fromRegistration, phoneToken: null, accountEmail: 'stary@example.com', loginChannel: 'phone' as const };

describe('OVERRIDE_EMAIL from registration', () => {
  it('asks whether to replace the account e-mail with the verified one', () => {
    renderDialog('OVERRIDE_EMAIL', { flow: fromRegistration });
    expect(
      screen.getByText('Do tego numeru telefonu jest już przypisany adres s***@example.com. Czy chcesz zamienić go na nowa@example.com?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamień' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zostaw obecny' })).toBeInTheDocument();
  });

  it('replaces it with both codes, then offers to sign in with it', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/email/override': () => ok({ email: 'nowa@example.com' }) });
    const view = renderDialog('OVERRIDE_EMAIL', { flow: fromRegistration });
    await userEvent.click(screen.getByRole('button', { name: 'Zamień' }));
    expect(await screen.findByText('Adres e-mail konta został zmieniony na nowa@example.com.')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/auth/email/override')[0]?.body).toEqual({
      email: 'nowa@example.com',
      emailToken: '1234',
      phone: '+48600100200',
      phoneToken: '5678',
    });
    expect(view.stage()).toBe('OVERRIDE_EMAIL_SUCCESS');

    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(view.flow()).toMatchObject({ stage: 'LOGIN', loginChannel: 'email', email: 'nowa@example.com' });
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('nowa@example.com');
  });

  it('closes from the success stage when the customer does not want to sign in now', async () => {
    const view = renderDialog('OVERRIDE_EMAIL_SUCCESS', { flow: fromRegistration });
    // The dialog's own close button comes first; the stage's is the last.
    await userEvent.click(screen.getAllByRole('button', { name: 'Zamknij' }).at(-1)!);
    expect(view.onClose).toHaveBeenCalled();
  });

  it('keeps it: signs in by phone, with no e-mail to carry over', async () => {
    const view = renderDialog('OVERRIDE_EMAIL', { flow: fromRegistration });
    await userEvent.click(screen.getByRole('button', { name: 'Zostaw obecny' }));
    expect(view.flow()).toMatchObject({ stage: 'LOGIN_PHONE', loginChannel: 'phone', email: null, emailToken: null });
    expect(screen.getByLabelText('Numer telefonu')).toHaveValue('+48600100200');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it.each([
    ['UNAUTHORIZED', 401, 'Kod potwierdzający wygasł. Zacznij od nowa, aby zamienić adres e-mail.'],
    ['DUPLICATE_VALUE', 409, 'Ten adres e-mail lub numer telefonu należy do innego konta.'],
  ])('shows %s and stays', async (code, status, message) => {
    routeApi(mockBaseQuery, { 'POST /api/auth/email/override': () => fail(status, code) });
    const view = renderDialog('OVERRIDE_EMAIL', { flow: fromRegistration });
    await userEvent.click(screen.getByRole('button', { name: 'Zamień' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.stage()).toBe('OVERRIDE_EMAIL');
    expect(screen.getByRole('button', { name: 'Zamień' })).toBeEnabled();
  });
});

describe('OVERRIDE_EMAIL after a phone login', () => {
  it('replaces it on the signed-in account and tells the other remotes', async () => {
    const changed = jest.fn();
    const off = bus.on('session:changed', changed);
    routeApi(mockBaseQuery, { 'PUT /api/users/me/profile/email/override': () => ok({ ...profile, email: 'nowa@example.com' }) });
    const view = renderDialog('OVERRIDE_EMAIL', { flow: afterLogin });
    await userEvent.click(screen.getByRole('button', { name: 'Zamień' }));
    expect(await screen.findByText('Adres e-mail konta został zmieniony na nowa@example.com.')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email/override')[0]?.body).toEqual({ email: 'nowa@example.com', token: '1234' });
    expect(callsTo(mockBaseQuery, 'POST /api/auth/email/override')).toHaveLength(0);
    expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ user: expect.objectContaining({ email: 'nowa@example.com' }) }));
    off();

    await userEvent.click(screen.getByRole('button', { name: 'Przejdź dalej' }));
    expect(view.onClose).toHaveBeenCalled();
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
  });

  it('keeps it: the customer is signed in already, so the dialog ends', async () => {
    const view = renderDialog('OVERRIDE_EMAIL', { flow: afterLogin });
    await userEvent.click(screen.getByRole('button', { name: 'Zostaw obecny' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });
});
