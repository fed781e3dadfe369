import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi } from '../../../../test/api-routes.ts';

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

async function identify(address: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adres e-mail'), address);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

describe('IDENTIFICATION', () => {
  it('asks for the e-mail, prefilled with the one the flow knows', () => {
    renderDialog('IDENTIFICATION', { flow: { email: 'ala@example.com' } });
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('ala@example.com');
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  });

  it('says the e-mail is required, without calling the API', async () => {
    renderDialog('IDENTIFICATION');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByLabelText('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('says an e-mail is not valid', async () => {
    renderDialog('IDENTIFICATION');
    await identify('ala@example');
    expect(await screen.findByText('To nie jest poprawny adres email')).toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it.each([
    ['an account', { isNewUser: false, hasLoyaltyAccount: false }],
    ['a loyalty account', { isNewUser: true, hasLoyaltyAccount: true }],
  ])('goes to LOGIN by e-mail for %s', async (_, identity) => {
    routeApi(mockBaseQuery, { 'POST /api/auth/identify': () => ok(identity) });
    const view = renderDialog('IDENTIFICATION');
    await identify('  Ala@example.com ');
    expect(await screen.findByLabelText('Hasło')).toBeInTheDocument();
    expect(view.stage()).toBe('LOGIN');
    expect(view.flow()).toMatchObject({ email: 'Ala@example.com', loginChannel: 'email' });
    expect(callsTo(mockBaseQuery, 'POST /api/auth/identify')[0]?.body).toEqual({ email: 'Ala@example.com' });
  });

  it('goes to REGISTER_CHOOSE for a new e-mail', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/identify': () => ok({ isNewUser: true, hasLoyaltyAccount: false }) });
    const view = renderDialog('IDENTIFICATION');
    await identify('nowa@example.com');
    await waitFor(() => expect(view.stage()).toBe('REGISTER_CHOOSE'));
    expect(view.flow().email).toBe('nowa@example.com');
  });

  it('shows INVALID_VALUE on the e-mail field', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/identify': () => fail(400, 'INVALID_VALUE', 'email') });
    const view = renderDialog('IDENTIFICATION');
    await identify('ala@example.com');
    expect(await screen.findByText('To nie jest poprawny adres email')).toBeInTheDocument();
    expect(screen.getByLabelText('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('IDENTIFICATION');
  });

  it.each([
    ['UNKNOWN_ERROR', 500, 'Coś poszło nie tak. Spróbuj ponownie.'],
    ['INVALID_TOKEN', 400, 'Coś poszło nie tak. Spróbuj ponownie.'],
    ['RATE_LIMITED', 429, 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.'],
    ['GOOGLE_RECAPTCHA_ERROR', 400, 'Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i spróbuj ponownie.'],
  ])('shows %s as a message of the form', async (code, status, message) => {
    routeApi(mockBaseQuery, { 'POST /api/auth/identify': () => fail(status, code) });
    const view = renderDialog('IDENTIFICATION');
    await identify('ala@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.stage()).toBe('IDENTIFICATION');
  });
});
