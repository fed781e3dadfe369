import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { UpdateProfile, UserProfile } from '@salon/contracts/identity-api';
import { initI18n, mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { describeLocaleParts } from '@salon/i18n/testing';
import { bus, getCurrentLanguage, loadRemoteModule, setCurrentLanguage } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createProfileStore } from '../../../app/store.ts';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pl from '../locales/pl.json';
import { MyDetailsSection } from './my-details-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  loadRemoteModule: jest.fn(),
}));

describeLocaleParts('myDetails', { pl: [pl], en: [en], fr: [fr] });

const base: UserProfile = {
  id: 'u1',
  firstName: 'Ola',
  lastName: 'Nowak',
  phone: '+48500100200',
  unconfirmedPhone: null,
  email: 'ola@example.com',
  emailConfirmed: true,
  unconfirmedEmail: null,
  sex: 'F',
  birthday: { day: 12, month: 5 },
  language: 'pl',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: true },
  ],
  preferredSalon: { id: 'M101', name: 'Warszawa Puławska' },
  points: 120,
  accountTypes: [],
  hasPassword: true,
  hasLoyaltyAccount: true,
  socialLogins: [],
  identifiers: { marketingAutomation: 'ma-1' },
};

// jsdom has no structuredClone; the profile is plain JSON.
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Call {
  url: string;
  method?: string;
  body?: unknown;
  apiVersion?: number;
}

/** The API as the tab sees it: GET and PUT on the profile, PUT on the birthday; `fail` answers the next save with an error. */
let server: UserProfile;
let fail: { status: number; code: string; field?: string } | null;
const saves = () => mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.method === 'PUT');

beforeAll(async () => {
  await initI18n();
  registerNamespace(PROFILE_NAMESPACE, mergeLocaleParts({ pl: [pl], en: [en], fr: [fr] }));
});

beforeEach(() => {
  server = copy(base);
  fail = null;
  mockBaseQuery.mockReset();
  mockBaseQuery.mockImplementation(async (call: Call) => {
    if (call.url === '/api/users/me' && !call.method) return { data: copy(server) };
    if (fail && call.method === 'PUT') {
      const error = fail;
      fail = null;
      return { error };
    }
    if (call.url === '/api/users/me' && call.method === 'PUT') {
      const body = call.body as UpdateProfile;
      server = { ...server, firstName: body.firstName, lastName: body.lastName, sex: body.sex, marketingConsents: body.marketingConsents };
      return { data: copy(server) };
    }
    if (call.url === '/api/users/me/profile/birthday' && call.method === 'PUT') {
      server = { ...server, birthday: call.body as UserProfile['birthday'] };
      return { data: copy(server) };
    }
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

// A test that switched the language hands Polish back even when it fails.
afterEach(async () => {
  if (getCurrentLanguage() !== 'pl') await act(async () => setCurrentLanguage('pl'));
});

function renderSection(profile: Partial<UserProfile> = {}, path = '/profil/moje-dane') {
  server = { ...server, ...profile };
  return renderRoutes(
    <Provider store={createProfileStore()}>
      <h1>Moje dane</h1>
      <MyDetailsSection />
    </Provider>,
    path,
  );
}

const group = (name: string) => screen.getByRole('region', { name });
const row = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).closest('div') as HTMLElement;

describe('the read view', () => {
  test('shows every detail in groups titled h2, with the edits each group offers', async () => {
    renderSection();
    const personal = await screen.findByRole('region', { name: 'Dane osobowe' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dane osobowe',
      'Kontakt i logowanie',
      'Ulubiony salon',
      'Zgody marketingowe',
    ]);
    expect(row(personal, 'Imię i nazwisko')).toHaveTextContent('Ola Nowak');
    expect(row(personal, 'Płeć')).toHaveTextContent('Kobieta');
    expect(row(personal, 'Data urodzenia')).toHaveTextContent('12 maja');
    expect(screen.queryByRole('button', { name: 'Dodaj datę urodzenia' })).not.toBeInTheDocument();

    const account = group('Kontakt i logowanie');
    expect(row(account, 'E-mail')).toHaveTextContent('ola@example.com');
    expect(row(account, 'E-mail')).not.toHaveTextContent('niepotwierdzony');
    expect(row(account, 'Telefon')).toHaveTextContent('+48500100200');
    expect(row(account, 'Hasło')).toHaveTextContent('••••••••');
    expect(row(account, 'Hasło')).toHaveTextContent('Hasło jest ustawione');
    expect(group('Ulubiony salon')).toHaveTextContent('Warszawa Puławska');
    expect(group('Zgody marketingowe')).toHaveAttribute('id', 'consents-section');

    // The e-mail (its state decides the label), the phone and the password.
    expect(within(account).getAllByRole('button').map((button) => button.textContent)).toEqual(['Zmień e-mail', 'Zmień numer', 'Zmień hasło']);
    expect(within(group('Ulubiony salon')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Zmień ulubiony salon']);
    expect(within(personal).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Edytuj dane osobowe',
    ]);
  });

  test('what is missing: no sex, no phone, no password, no salon, no birthday (an add button), an unconfirmed e-mail', async () => {
    renderSection({
      sex: null,
      phone: null,
      hasPassword: false,
      preferredSalon: null,
      birthday: null,
      emailConfirmed: false,
      unconfirmedEmail: 'ola@example.com',
    });
    const personal = await screen.findByRole('region', { name: 'Dane osobowe' });
    expect(row(personal, 'Płeć')).toHaveTextContent('Nie podano');
    expect(within(row(personal, 'Data urodzenia')).getByRole('button', { name: 'Dodaj datę urodzenia' })).toBeInTheDocument();
    const account = group('Kontakt i logowanie');
    expect(row(account, 'E-mail')).toHaveTextContent('ola@example.comniepotwierdzony');
    expect(row(account, 'Telefon')).toHaveTextContent('Nie podano');
    expect(row(account, 'Hasło')).toHaveTextContent('Nie ustawiono');
    expect(row(account, 'Hasło')).not.toHaveTextContent('••••');
    expect(within(account).getByRole('button', { name: 'Ustaw hasło' })).toBeInTheDocument();
    expect(group('Ulubiony salon')).toHaveTextContent('Nie wybrano ulubionego salonu');
  });

  test('a new address waiting for confirmation shows beside the current one', async () => {
    renderSection({ unconfirmedEmail: 'nowa@example.com' });
    const account = await screen.findByRole('region', { name: 'Kontakt i logowanie' });
    expect(row(account, 'E-mail')).toHaveTextContent('ola@example.com');
    expect(row(account, 'E-mail')).toHaveTextContent('Nowy adres nowa@example.com czeka na potwierdzenie.');
  });

  test('a failed load shows an error, and retry loads the details', async () => {
    mockBaseQuery.mockImplementationOnce(async () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } }));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać Twoich danych.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Dane osobowe' })).toBeInTheDocument();
  });
});

describe('editing the base details', () => {
  test('opens a modal with the focus inside, saves the whole profile (v3), refreshes the view, tells the other remotes and gives the focus back', async () => {
    const updates = jest.fn();
    const off = bus.on('profile:updated', updates);
    renderSection();
    const edit = await screen.findByRole('button', { name: 'Edytuj dane osobowe' });
    await userEvent.click(edit);

    const dialog = screen.getByRole('dialog', { name: 'Edytuj dane osobowe' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('radio', { name: 'Kobieta' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mężczyzna' }));
    const firstName = within(dialog).getByLabelText('Imię');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, ' Olek ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toEqual([
      {
        url: '/api/users/me',
        method: 'PUT',
        apiVersion: 3,
        body: {
          firstName: 'Olek',
          lastName: 'Nowak',
          phone: '+48500100200',
          email: 'ola@example.com',
          sex: 'M',
          marketingConsents: base.marketingConsents,
          preferredSalon: { id: 'M101' },
          language: 'pl',
        },
      },
    ]);
    // The store tells its subscribers a frame after the save.
    await waitFor(() => expect(row(group('Dane osobowe'), 'Imię i nazwisko')).toHaveTextContent('Olek Nowak'));
    expect(row(group('Dane osobowe'), 'Płeć')).toHaveTextContent('Mężczyzna');
    expect(updates).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ firstName: 'Olek', sex: 'M' }) }));
    expect(edit).toHaveFocus();
    off();
  });

  test('names are required, with the spec’s message linked to the field; nothing is sent', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj dane osobowe' }));
    const dialog = screen.getByRole('dialog');
    const lastName = within(dialog).getByLabelText('Nazwisko');
    await userEvent.clear(lastName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await within(dialog).findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('To pole jest wymagane');
    expect(saves()).toHaveLength(0);
  });

  test('an API error on a field shows under it in the customer’s language; the modal stays open with what was typed', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj dane osobowe' }));
    const dialog = screen.getByRole('dialog');
    const lastName = within(dialog).getByLabelText('Nazwisko');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Kowalska');
    fail = { status: 400, code: 'INVALID_VALUE', field: 'lastName' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Nie możemy zapisać tej wartości. Sprawdź ją i spróbuj ponownie.'));
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveValue('Kowalska');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => setCurrentLanguage('en'));
    await waitFor(() => expect(lastName).toHaveAccessibleDescription("We can't save this value. Please check it and try again."));
  });

  test('any other failure shows above the form, and a retry saves', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj dane osobowe' }));
    const dialog = screen.getByRole('dialog');
    fail = { status: 0, code: 'UNKNOWN_ERROR' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się zapisać zmian.');
    expect(alert).toHaveTextContent(/połączenia|internet/i);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toHaveLength(2);
  });

  test('cancel closes without saving and gives the focus back', async () => {
    renderSection();
    const edit = await screen.findByRole('button', { name: 'Edytuj dane osobowe' });
    await userEvent.click(edit);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });
});

describe('the birthday', () => {
  const openBirthday = async () => {
    renderSection({ birthday: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj datę urodzenia' }));
    return screen.getByRole('dialog', { name: 'Dodaj datę urodzenia' });
  };
  const dayCount = (dialog: HTMLElement) => within(within(dialog).getByLabelText('Dzień')).getAllByRole('option').length - 1;

  test('offers the days of the chosen month in a leap year, 31 with no month', async () => {
    const dialog = await openBirthday();
    expect(within(dialog).getByLabelText('Dzień')).toHaveFocus();
    expect(dayCount(dialog)).toBe(31);
    await userEvent.selectOptions(within(dialog).getByLabelText('Miesiąc'), 'Luty');
    expect(dayCount(dialog)).toBe(29);
    await userEvent.selectOptions(within(dialog).getByLabelText('Miesiąc'), 'Kwiecień');
    expect(dayCount(dialog)).toBe(30);
  });

  test('one part without the other: the ONE_OF_IS_NULL message, nothing sent', async () => {
    const dialog = await openBirthday();
    await userEvent.selectOptions(within(dialog).getByLabelText('Dzień'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(within(dialog).getByRole('group', { name: 'Dzień i miesiąc urodzin' })).toHaveAccessibleDescription(
      'Aby dodać datę urodzenia, wypełnij oba pola.',
    );
    expect(saves()).toHaveLength(0);
  });

  test('a day the new month lacks is cleared', async () => {
    const dialog = await openBirthday();
    await userEvent.selectOptions(within(dialog).getByLabelText('Dzień'), '31');
    await userEvent.selectOptions(within(dialog).getByLabelText('Miesiąc'), 'Luty');
    await waitFor(() => expect(within(dialog).getByLabelText('Dzień')).toHaveValue(''));
  });

  test('saves day and month, shows the date, drops the add button and puts the focus on the date', async () => {
    const updates = jest.fn();
    const off = bus.on('profile:updated', updates);
    const dialog = await openBirthday();
    await userEvent.selectOptions(within(dialog).getByLabelText('Miesiąc'), 'Luty');
    await userEvent.selectOptions(within(dialog).getByLabelText('Dzień'), '29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toEqual([{ url: '/api/users/me/profile/birthday', method: 'PUT', body: { day: 29, month: 2 } }]);
    await waitFor(() => expect(row(group('Dane osobowe'), 'Data urodzenia')).toHaveTextContent('29 lutego'));
    const birthday = row(group('Dane osobowe'), 'Data urodzenia');
    expect(screen.queryByRole('button', { name: 'Dodaj datę urodzenia' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(birthday).getByText('29 lutego')).toHaveFocus());
    expect(updates).toHaveBeenCalledTimes(1);
    off();
  });

  test('the API’s ONE_OF_IS_NULL shows on the pair; the modal stays open', async () => {
    const dialog = await openBirthday();
    await userEvent.selectOptions(within(dialog).getByLabelText('Miesiąc'), 'Maj');
    await userEvent.selectOptions(within(dialog).getByLabelText('Dzień'), '3');
    fail = { status: 400, code: 'ONE_OF_IS_NULL', field: 'day' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(within(dialog).getByLabelText('Dzień')).toHaveValue('3');
  });
});

describe('the marketing consents', () => {
  const consents = () => group('Zgody marketingowe');
  const box = (name: string | RegExp) => within(consents()).getByRole('checkbox', { name });
  const sentConsents = () => saves().map((call) => (call.body as UpdateProfile).marketingConsents);

  test('with both granted: "all" ticked and no warning', async () => {
    renderSection();
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    expect(box('Zaznacz wszystkie zgody')).toBeChecked();
    expect(box(/e-mailem/)).toBeChecked();
    expect(box(/telefonicznie/)).toBeChecked();
    expect(screen.queryByText(/Wyraź obie zgody marketingowe/)).not.toBeInTheDocument();
  });

  test('each change saves the whole profile at once (v3)', async () => {
    const updates = jest.fn();
    const off = bus.on('profile:updated', updates);
    renderSection({ marketingConsents: [{ channel: 'Email', granted: false }, { channel: 'Telemarketing', granted: false }] });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    expect(box('Zaznacz wszystkie zgody')).not.toBeChecked();
    await userEvent.click(box(/e-mailem/));

    expect(box(/e-mailem/)).toBeChecked();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      url: '/api/users/me',
      method: 'PUT',
      apiVersion: 3,
      body: expect.objectContaining({
        firstName: 'Ola',
        lastName: 'Nowak',
        sex: 'F',
        phone: '+48500100200',
        email: 'ola@example.com',
        preferredSalon: { id: 'M101' },
        marketingConsents: [
          { channel: 'Email', granted: true },
          { channel: 'Telemarketing', granted: false },
        ],
      }),
    });
    expect(await within(consents()).findByText('Zmiany zgód zostały zapisane.')).toBeInTheDocument();
    expect(updates).toHaveBeenCalledTimes(1);
    off();
  });

  test('"all" sets every consent, and again withdraws them', async () => {
    renderSection({ marketingConsents: [{ channel: 'Email', granted: true }, { channel: 'Telemarketing', granted: false }] });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    await userEvent.click(box('Zaznacz wszystkie zgody'));
    await waitFor(() => expect(box(/telefonicznie/)).toBeChecked());
    expect(box('Zaznacz wszystkie zgody')).toBeChecked();
    await waitFor(() => expect(screen.queryByText(/Wyraź obie zgody marketingowe/)).not.toBeInTheDocument());
    await userEvent.click(box('Zaznacz wszystkie zgody'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(sentConsents()).toEqual([
      [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: true },
      ],
      [
        { channel: 'Email', granted: false },
        { channel: 'Telemarketing', granted: false },
      ],
    ]);
    expect(box(/e-mailem/)).not.toBeChecked();
  });

  test('a change made while the previous one is saving waits for it, then is sent whole', async () => {
    let release = () => undefined as void;
    const firstSaveHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = mockBaseQuery.getMockImplementation()!;
    mockBaseQuery.mockImplementation(async (call: Call) => {
      // mock.calls already holds this call: the first save waits until released.
      if (call.method === 'PUT' && saves().length === 1) await firstSaveHeld;
      return answer(call);
    });
    renderSection({ marketingConsents: [{ channel: 'Email', granted: false }, { channel: 'Telemarketing', granted: false }] });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    await userEvent.click(box(/e-mailem/));
    await userEvent.click(box(/telefonicznie/));
    expect(within(consents()).getByRole('status')).toHaveTextContent('Zapisywanie zgód…');
    expect(box('Zaznacz wszystkie zgody')).toBeChecked();
    expect(saves()).toHaveLength(1);

    await act(async () => release());
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(sentConsents()).toEqual([
      [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: false },
      ],
      [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: true },
      ],
    ]);
    expect(await within(consents()).findByText('Zmiany zgód zostały zapisane.')).toBeInTheDocument();
    expect(box('Zaznacz wszystkie zgody')).toBeChecked();
  });

  test('without a confirmed e-mail the e-mail consent is disabled with a warning and "all" sets only telemarketing', async () => {
    renderSection({
      emailConfirmed: false,
      unconfirmedEmail: 'ola@example.com',
      marketingConsents: [{ channel: 'Email', granted: false }, { channel: 'Telemarketing', granted: false }],
    });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    const email = box(/e-mailem/);
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Zgodę na wiadomości e-mail możesz wyrazić, gdy potwierdzisz swój adres e-mail.');
    await userEvent.click(box('Zaznacz wszystkie zgody'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(sentConsents()[0]).toEqual([
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: true },
    ]);
    expect(box(/e-mailem/)).not.toBeChecked();
    expect(box(/telefonicznie/)).toBeChecked();
  });

  test('without any e-mail the warning says to add one', async () => {
    renderSection({ email: null, emailConfirmed: false, marketingConsents: [] });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    expect(box(/e-mailem/)).toBeDisabled();
    expect(box(/e-mailem/)).toHaveAccessibleDescription('Zgodę na wiadomości e-mail możesz wyrazić, gdy dodasz i potwierdzisz adres e-mail.');
  });

  test('a failed save puts the box back and says so', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSection();
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    fail = { status: 500, code: 'UNKNOWN_ERROR' };
    await userEvent.click(box(/telefonicznie/));

    const alert = await within(consents()).findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się zapisać zmiany. Przywróciliśmy poprzednie ustawienie.');
    expect(box(/telefonicznie/)).toBeChecked();
    expect(box('Zaznacz wszystkie zgody')).toBeChecked();
    expect(server.marketingConsents).toEqual(base.marketingConsents);
  });

  test('the e-mail consent refused by the API says it needs a confirmed address', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSection({ marketingConsents: [{ channel: 'Email', granted: false }, { channel: 'Telemarketing', granted: true }] });
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    fail = { status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' };
    await userEvent.click(box(/e-mailem/));
    expect(await within(consents()).findByRole('alert')).toHaveTextContent('Zgoda na wiadomości e-mail wymaga potwierdzonego adresu e-mail.');
    expect(box(/e-mailem/)).not.toBeChecked();
  });
});

describe('going to the consents', () => {
  let scrolled: jest.Mock;
  let reducedMotion = false;
  beforeEach(() => {
    scrolled = jest.fn();
    reducedMotion = false;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this.id, options);
    };
    window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    // @ts-expect-error -- jsdom has neither; each test installs its own
    delete Element.prototype.scrollIntoView;
    // @ts-expect-error -- see above
    delete window.matchMedia;
  });

  test('not both granted: a warning whose button scrolls smoothly to the consents and moves the focus there', async () => {
    renderSection({ marketingConsents: [{ channel: 'Email', granted: true }] });
    const warning = (await screen.findByText('Wyraź obie zgody marketingowe, a za każdą wizytę otrzymasz dodatkowe 50 punktów.')).closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(warning).getByRole('button', { name: 'Przejdź do zgód' }));
    expect(scrolled).toHaveBeenCalledWith('consents-section', expect.objectContaining({ behavior: 'smooth' }));
    expect(group('Zgody marketingowe')).toHaveFocus();
  });

  test('under reduced motion the scroll jumps', async () => {
    reducedMotion = true;
    renderSection({ marketingConsents: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Przejdź do zgód' }));
    expect(scrolled).toHaveBeenCalledWith('consents-section', expect.objectContaining({ behavior: 'auto' }));
  });

  test('#consents-section in the address scrolls there on load; without it nothing scrolls', async () => {
    renderSection({}, '/profil/moje-dane#consents-section');
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('consents-section', expect.anything()));
  });

  test('without the hash nothing scrolls on load', async () => {
    renderSection();
    await screen.findByRole('region', { name: 'Zgody marketingowe' });
    expect(scrolled).not.toHaveBeenCalled();
  });
});

test('change password asks the sign-in dialog for the reset stage with the customer’s e-mail, else the phone', async () => {
  const resets = jest.fn();
  const off = bus.on('auth:reset-password', resets);
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Zmień hasło' }));
  expect(resets).toHaveBeenCalledWith({ email: 'ola@example.com' });
  off();
});

test('without an e-mail the reset goes to the phone', async () => {
  const resets = jest.fn();
  const off = bus.on('auth:reset-password', resets);
  renderSection({ email: null, emailConfirmed: false });
  await userEvent.click(await screen.findByRole('button', { name: 'Zmień hasło' }));
  expect(resets).toHaveBeenCalledWith({ phone: '+48500100200' });
  off();
});

describe('the e-mail and the preferred salon', () => {
  test('the e-mail button says add, confirm or change by the state, and opens the auth remote’s e-mail modal', async () => {
    const asked = jest.fn();
    const off = bus.on('auth:email-change', asked);
    renderSection({ email: null, emailConfirmed: false, unconfirmedEmail: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj e-mail' }));
    expect(asked).toHaveBeenCalledTimes(1);
    off();
  });

  test('an unconfirmed address is to confirm; a pending change beside a confirmed one can be cancelled', async () => {
    const view = renderSection({ emailConfirmed: false, unconfirmedEmail: 'ola@example.com' });
    expect(await screen.findByRole('button', { name: 'Potwierdź e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anuluj zmianę adresu' })).not.toBeInTheDocument();
    view.unmount();

    renderSection({ emailConfirmed: true, unconfirmedEmail: 'nowy@example.com' });
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj zmianę adresu' }));
    await waitFor(() =>
      expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/users/me/profile/email/cancelUpdate', method: 'DELETE' })),
    );
  });

  test('the salon button opens booking’s picker through federation, which closes itself', async () => {
    function Picker({ onClose }: { onClose: () => void }) {
      return (
        <button type="button" onClick={onClose}>
          Wybrano salon
        </button>
      );
    }
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: Picker });
    renderSection({ preferredSalon: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz ulubiony salon' }));
    expect(loadRemoteModule).toHaveBeenCalledWith('booking', './PreferredSalonPicker');
    await userEvent.click(await screen.findByRole('button', { name: 'Wybrano salon' }));
    expect(screen.queryByRole('button', { name: 'Wybrano salon' })).not.toBeInTheDocument();
  });
});
