import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import type { RegistrationDraft } from '../../store/auth-flow-slice.ts';
import { callsTo, fail, notFound, routeApi, type Routes } from '../../../../test/api-routes.ts';
import { NEW_PROFILE, VERIFIED } from './register-test-kit.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const VALIDATE = '/api/auth/register/validate';
const REGISTER = '/api/auth/register';
const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const ROUTES: Routes = {
  [`POST ${VALIDATE}`]: { data: { verified: true } },
  [`POST ${REGISTER}`]: { data: TOKENS },
  'GET /api/users/me': { data: NEW_PROFILE },
};
const DRAFT: RegistrationDraft = { sex: 'F', firstName: 'Ala', lastName: 'Nowak', password: 'Tajne#Haslo1', repeatPassword: 'Tajne#Haslo1' };
const NOT_GRANTED = [
  { channel: 'Email', granted: false },
  { channel: 'Telemarketing', granted: false },
];
/** The payload of DRAFT with nothing chosen at REGISTER_SECOND. */
const PAYLOAD = {
  credentials: { email: 'ala@example.com', password: 'Tajne#Haslo1' },
  firstName: 'Ala',
  lastName: 'Nowak',
  sex: 'F',
  phone: '+48 600 100 200',
  phoneToken: '2222',
  emailToken: '1111',
  birthday: null,
  marketingConsents: NOT_GRANTED,
};

beforeAll(() => initI18n());
beforeEach(() => routeApi(mockBaseQuery, ROUTES, notFound));
afterEach(() => window.localStorage.clear());

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
const createAccount = () => userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

async function fillRegister(values: Partial<RegistrationDraft> = DRAFT) {
  if (values.sex) await userEvent.click(screen.getByRole('radio', { name: values.sex === 'F' ? 'Kobieta' : 'Mężczyzna' }));
  if (values.firstName) await userEvent.type(field('Imię'), values.firstName);
  if (values.lastName) await userEvent.type(field('Nazwisko'), values.lastName);
  if (values.password) await userEvent.type(field('Hasło'), values.password);
  if (values.repeatPassword) await userEvent.type(field('Powtórz hasło'), values.repeatPassword);
}

describe('REGISTER', () => {
  it('asks for sex, names and the password twice, with the live requirements', async () => {
    renderDialog('REGISTER', { flow: VERIFIED });
    const sex = screen.getByRole('group', { name: 'Płeć' });
    expect(within(sex).getByRole('radio', { name: 'Kobieta' })).not.toBeChecked();
    expect(within(sex).getByRole('radio', { name: 'Mężczyzna' })).not.toBeChecked();
    expect(field('Imię')).toHaveValue('');
    expect(field('Nazwisko')).toHaveValue('');
    expect(field('Hasło')).toHaveAttribute('type', 'password');
    expect(field('Powtórz hasło')).toHaveAttribute('type', 'password');
    const requirements = screen.getByText('Hasło musi zawierać:').parentElement as HTMLElement;
    expect(within(requirements).getByText(/co najmniej 8 znaków/)).toHaveTextContent('(niespełnione)');
    await userEvent.type(field('Hasło'), 'Abcdefgh');
    expect(within(requirements).getByText(/co najmniej 8 znaków/)).toHaveTextContent('(spełnione)');
    expect(within(requirements).getByText(/cyfrę/)).toHaveTextContent('(niespełnione)');
  });

  it('requires every field', async () => {
    renderDialog('REGISTER', { flow: VERIFIED });
    await next();
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Kobieta' })).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('refuses names longer than the API takes', async () => {
    renderDialog('REGISTER', { flow: VERIFIED });
    await userEvent.click(field('Imię'));
    await userEvent.paste('A'.repeat(101));
    await next();
    expect(await screen.findByText('Maksymalnie 100 znaków')).toBeInTheDocument();
    expect(field('Imię')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['tajne#haslo1', 'TAJNE#HASLO1', 'Tajne#Haslo', 'TajneHaslo1', 'Ta#1'])('refuses the password "%s" by the spec\'s rule', async (password) => {
    renderDialog('REGISTER', { flow: VERIFIED });
    await fillRegister({ ...DRAFT, password, repeatPassword: password });
    await next();
    expect(await screen.findByText('Hasło nie spełnia wymagań')).toBeInTheDocument();
    expect(field('Hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('requires the repeated password to be identical', async () => {
    renderDialog('REGISTER', { flow: VERIFIED });
    await fillRegister({ ...DRAFT, repeatPassword: 'Tajne#Haslo2' });
    await next();
    expect(await screen.findByText('Hasła muszą być identyczne')).toBeInTheDocument();
    expect(field('Powtórz hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('checks the whole registration with the API, then goes to REGISTER_SECOND with the answers', async () => {
    const view = renderDialog('REGISTER', { flow: VERIFIED });
    await fillRegister({ ...DRAFT, firstName: ' Ala ' });
    await next();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_SECOND'));
    expect(callsTo(mockBaseQuery, `POST ${VALIDATE}`)).toEqual([expect.objectContaining({ method: 'POST', body: PAYLOAD })]);
    expect(view.flow().registration).toEqual({ ...DRAFT, firstName: ' Ala ' });
  });

  it('shows the answers kept in the flow (back from REGISTER_SECOND)', () => {
    renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    expect(screen.getByRole('radio', { name: 'Kobieta' })).toBeChecked();
    expect(field('Imię')).toHaveValue('Ala');
    expect(field('Nazwisko')).toHaveValue('Nowak');
    expect(field('Hasło')).toHaveValue('Tajne#Haslo1');
    expect(field('Powtórz hasło')).toHaveValue('Tajne#Haslo1');
  });

  it('PASSWORD_TOO_SIMPLE shows on the password field', async () => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(400, 'PASSWORD_TOO_SIMPLE', 'credentials.password') }, notFound);
    const view = renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    await next();
    expect(await screen.findByText('Hasło nie spełnia wymagań')).toBeInTheDocument();
    expect(field('Hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('REGISTER');
  });

  it('expired codes (UNAUTHORIZED) offer to verify again, keeping the answers', async () => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(401, 'UNAUTHORIZED', 'phoneToken') }, notFound);
    const view = renderDialog('REGISTER', { flow: VERIFIED });
    await fillRegister();
    await next();
    expect(await screen.findByText('Kody weryfikacyjne wygasły. Potwierdź ponownie adres e-mail i numer telefonu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź ponownie' }));
    expect(view.flow()).toMatchObject({ stage: 'REGISTER_CHOOSE', email: 'ala@example.com', emailToken: null, phoneToken: null, registration: DRAFT });
  });

  it.each([
    ['firstName', 'Imię'],
    ['lastName', 'Nazwisko'],
  ])('INVALID_VALUE on %s shows on that field', async (apiField, label) => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(400, 'INVALID_VALUE', apiField) }, notFound);
    renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    await next();
    expect(await screen.findByText('Nieprawidłowa wartość')).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('INVALID_VALUE on a field not in the form shows a register message', async () => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(400, 'INVALID_VALUE', 'phone') }, notFound);
    renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent('Niektóre dane są nieprawidłowe. Sprawdź je i spróbuj ponownie.');
  });

  it.each([
    ['DUPLICATE_VALUE', 409, 'Ten adres e-mail lub numer telefonu należy do innego konta.'],
    ['UNKNOWN_ERROR', 500, 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.'],
  ])('%s shows its message', async (code, status, message) => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(status, code, 'email') }, notFound);
    renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('an inactive account goes to USER_INACTIVE', async () => {
    routeApi(mockBaseQuery, { [`POST ${VALIDATE}`]: fail(403, 'USER_INACTIVE') }, notFound);
    const view = renderDialog('REGISTER', { flow: { ...VERIFIED, registration: DRAFT } });
    await next();
    await waitFor(() => expect(view.stage()).toBe('USER_INACTIVE'));
  });

  it('without both codes it asks to start over', () => {
    renderDialog('REGISTER', { flow: { ...VERIFIED, phoneToken: null } });
    expect(screen.getByRole('button', { name: 'Zacznij od nowa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dalej' })).toBeNull();
  });
});

describe('REGISTER_SECOND', () => {
  const atSecond = { ...VERIFIED, registration: DRAFT };
  const day = () => screen.getByRole('combobox', { name: 'Dzień' });
  const month = () => screen.getByRole('combobox', { name: 'Miesiąc' });
  const emailConsent = () => screen.getByRole('checkbox', { name: /e-mailem informacje o promocjach/ });
  const phoneConsent = () => screen.getByRole('checkbox', { name: /SMS-em, MMS-em i telefonicznie/ });

  it('asks for the optional birthday and consents, and links the privacy policy', () => {
    renderDialog('REGISTER_SECOND', { flow: atSecond });
    expect(screen.getByRole('group', { name: 'Data urodzenia (opcjonalnie)' })).toBeInTheDocument();
    expect(day()).toHaveValue('');
    expect(month()).toHaveValue('');
    expect(within(month()).getByRole('option', { name: 'Maj' })).toHaveValue('5');
    expect(screen.getByRole('group', { name: 'Zgody marketingowe (dobrowolne)' })).toBeInTheDocument();
    expect(screen.getByText(/\+50 punktów lojalnościowych za każdą wizytę/)).toBeInTheDocument();
    expect(emailConsent()).not.toBeChecked();
    expect(phoneConsent()).not.toBeChecked();
    const privacy = screen.getByRole('link', { name: /polityce prywatności/ });
    expect(privacy).toHaveAttribute('href', '/polityka-prywatnosci');
    expect(privacy).toHaveAccessibleName('polityce prywatności (otwiera się w nowej karcie)');
    // Shown, not accepted: the registration payload has no acceptance.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('offers the days of the chosen month (29 for February)', async () => {
    renderDialog('REGISTER_SECOND', { flow: atSecond });
    expect(within(day()).getAllByRole('option')).toHaveLength(32);
    await userEvent.selectOptions(month(), 'Luty');
    expect(within(day()).getAllByRole('option')).toHaveLength(30);
  });

  it.each([
    ['day', () => userEvent.selectOptions(day(), '14')],
    ['month', () => userEvent.selectOptions(month(), 'Maj')],
  ])('refuses a birthday with only the %s', async (_only, choose) => {
    renderDialog('REGISTER_SECOND', { flow: atSecond });
    await choose();
    await createAccount();
    expect(await screen.findByText('Aby dodać datę urodzenia, wypełnij oba pola.')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, `POST ${REGISTER}`)).toEqual([]);
  });

  it('refuses a day the month does not have', async () => {
    renderDialog('REGISTER_SECOND', { flow: atSecond });
    await userEvent.selectOptions(day(), '31');
    await userEvent.selectOptions(month(), 'Kwiecień');
    await createAccount();
    expect(await screen.findByText('Ten miesiąc nie ma tylu dni')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, `POST ${REGISTER}`)).toEqual([]);
  });

  it('creates the account with no birthday and no consents, signs in and confirms', async () => {
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await createAccount();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_CONFIRMATION'));
    expect(callsTo(mockBaseQuery, `POST ${REGISTER}`)).toEqual([expect.objectContaining({ method: 'POST', body: PAYLOAD })]);
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
    expect(callsTo(mockBaseQuery, 'GET /api/users/me')).toEqual([expect.objectContaining({ url: '/api/users/me' })]);
    expect(screen.getByText('Konto zostało założone')).toBeInTheDocument();
    expect(view.onClose).not.toHaveBeenCalled();
    // Signed in: the password and the used-up codes are forgotten.
    expect(view.flow()).toMatchObject({ registration: null, extras: null, emailToken: null, phoneToken: null });
  });

  it('sends the birthday and the consents chosen', async () => {
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await userEvent.selectOptions(day(), '14');
    await userEvent.selectOptions(month(), 'Maj');
    await userEvent.click(emailConsent());
    await createAccount();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_CONFIRMATION'));
    expect(callsTo(mockBaseQuery, `POST ${REGISTER}`)[0]?.body).toEqual({
      ...PAYLOAD,
      birthday: { day: 14, month: 5 },
      marketingConsents: [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: false },
      ],
    });
  });

  it('keeps its answers across the back arrow to REGISTER and the way back', async () => {
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await userEvent.selectOptions(day(), '3');
    await userEvent.selectOptions(month(), 'Marzec');
    await userEvent.click(phoneConsent());
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(view.stage()).toBe('REGISTER');
    expect(field('Imię')).toHaveValue('Ala');
    await next();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_SECOND'));
    // validate checked what the last step will send, the answers given there included.
    expect(callsTo(mockBaseQuery, `POST ${VALIDATE}`)[0]?.body).toMatchObject({
      birthday: { day: 3, month: 3 },
      marketingConsents: [
        { channel: 'Email', granted: false },
        { channel: 'Telemarketing', granted: true },
      ],
    });
    expect(day()).toHaveValue('3');
    expect(month()).toHaveValue('3');
    expect(phoneConsent()).toBeChecked();
    expect(emailConsent()).not.toBeChecked();
  });

  it('expired codes (UNAUTHORIZED) show the final-register message and lose nothing', async () => {
    routeApi(mockBaseQuery, { [`POST ${REGISTER}`]: fail(401, 'UNAUTHORIZED', 'emailToken') }, notFound);
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await userEvent.click(emailConsent());
    await createAccount();
    expect(
      await screen.findByText('Nie udało się założyć konta, bo kody weryfikacyjne wygasły. Potwierdź ponownie adres e-mail i numer telefonu.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź ponownie' }));
    expect(view.flow()).toMatchObject({
      stage: 'REGISTER_CHOOSE',
      emailToken: null,
      phoneToken: null,
      registration: DRAFT,
      extras: { marketingConsents: [{ channel: 'Email', granted: true }, { channel: 'Telemarketing', granted: false }] },
    });
  });

  it('DUPLICATE_VALUE shows that the e-mail or phone belongs to another account', async () => {
    routeApi(mockBaseQuery, { [`POST ${REGISTER}`]: fail(409, 'DUPLICATE_VALUE', 'phone') }, notFound);
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await createAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten adres e-mail lub numer telefonu należy do innego konta.');
    expect(view.stage()).toBe('REGISTER_SECOND');
  });

  it('a password refused now (PASSWORD_TOO_SIMPLE) is corrected at REGISTER, keeping both pages', async () => {
    routeApi(mockBaseQuery, { [`POST ${REGISTER}`]: fail(400, 'PASSWORD_TOO_SIMPLE', 'credentials.password') }, notFound);
    const view = renderDialog('REGISTER_SECOND', { flow: atSecond });
    await userEvent.click(phoneConsent());
    await createAccount();
    await waitFor(() => expect(view.stage()).toBe('REGISTER'));
    expect(screen.getByText('Popraw dane w formularzu i spróbuj ponownie.')).toBeInTheDocument();
    expect(field('Hasło')).toHaveValue('Tajne#Haslo1');
    expect(view.flow().extras?.marketingConsents).toEqual([
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: true },
    ]);
  });

  it('ONE_OF_IS_NULL from the API shows on the birthday', async () => {
    routeApi(mockBaseQuery, { [`POST ${REGISTER}`]: fail(400, 'ONE_OF_IS_NULL', 'day') }, notFound);
    renderDialog('REGISTER_SECOND', { flow: atSecond });
    await createAccount();
    expect(await screen.findByText('Aby dodać datę urodzenia, wypełnij oba pola.')).toBeInTheDocument();
  });

  it('without REGISTER\'s answers it asks to start over', () => {
    renderDialog('REGISTER_SECOND', { flow: VERIFIED });
    expect(screen.getByRole('button', { name: 'Zacznij od nowa' })).toBeInTheDocument();
  });
});

describe('REGISTER_CONFIRMATION', () => {
  it('goes to the booking and closes the dialog', async () => {
    const view = renderDialog('REGISTER_CONFIRMATION', { route: '/salony' });
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do rezerwacji' }));
    // The navigation settles a moment after the click (a router transition).
    await waitFor(() => expect(view.location()).toBe('/rezerwacja'));
    expect(view.onClose).toHaveBeenCalled();
  });

  it('"Zamknij" closes and marks the page as signed in', async () => {
    const view = renderDialog('REGISTER_CONFIRMATION', { route: '/salony' });
    const stageClose = screen.getAllByRole('button', { name: 'Zamknij' }).find((button) => button.textContent === 'Zamknij');
    if (!stageClose) throw new Error('the stage has no "Zamknij" button');
    await userEvent.click(stageClose);
    expect(view.onClose).toHaveBeenCalled();
    // The navigation settles after the dialog closes (a router transition).
    await waitFor(() => expect(view.location()).toBe('/salony?logged-in=true'));
  });

  it('"Zamknij" goes to the return path the dialog was opened with', async () => {
    const view = renderDialog('REGISTER_CONFIRMATION', { route: '/salony', options: { returnPath: '/profil/moje-dane' } });
    const stageClose = screen.getAllByRole('button', { name: 'Zamknij' }).find((button) => button.textContent === 'Zamknij');
    await userEvent.click(stageClose as HTMLElement);
    // The navigation settles after the dialog closes (a router transition).
    await waitFor(() => expect(view.location()).toBe('/profil/moje-dane'));
  });
});
