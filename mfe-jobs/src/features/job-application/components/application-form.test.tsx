import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CV_MAX_BYTES } from '@salon/contracts/recruitment-api';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createJobsStore } from '../../../app/store.ts';
import { KRAKOW_HAIR, offersApi } from '../../../lib/test-fixtures.ts';
import JobsRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

/** What the API answers to the application; the offers call is answered by the fixtures. */
const mockSend = jest.fn();
const SEND_URL = `/api/recruitment/send-application/${KRAKOW_HAIR.id}`;

const pdf = (size = 1200, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function renderForm(heading = 'Formularz aplikacyjny') {
  const view = renderRoutes(<JobsRoutes store={createJobsStore()} />, `/pracuj-z-nami/${KRAKOW_HAIR.id}`);
  // `applyAccept: false`: the test hands the input a non-PDF on purpose, as a user choosing "All files" can.
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole('heading', { level: 2, name: heading });
  return { ...view, user };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? '';
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, file: File = pdf()) {
  await user.type(field('Imię'), 'Anna');
  await user.type(field('Nazwisko'), 'Kowalska');
  await user.type(field('Telefon'), '+48 886 000 001');
  await user.type(field('E-mail'), 'anna.kowalska@example.com');
  await user.type(field('Wiadomość (opcjonalnie)'), 'Pracuję jako fryzjerka od 5 lat.');
  await user.upload(field('CV (PDF)'), file);
  await user.click(field(/przetwarzanie moich danych/));
  await user.click(field(/polityką prywatności/));
}

// Typing a dozen fields in jsdom takes a few seconds on a busy 2-core machine.
jest.setTimeout(20_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockSend.mockReset().mockResolvedValue({ data: { applicationId: '0b7e4f44-8c5c-4f2e-9a53-2f1f7d1b0c11' } });
  mockBaseQuery.mockReset().mockImplementation(offersApi(undefined, (args) => (args.url === SEND_URL ? mockSend(args) : Promise.reject(new Error(args.url)))));
});

describe('the application form', () => {
  it('says what is missing on every required field, linked to it, and focuses the first', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(field('Imię')).toHaveFocus());
    for (const label of ['Imię', 'Nazwisko', 'Telefon', 'E-mail', 'CV (PDF)']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(field(label))).toBe('To pole jest wymagane');
    }
    expect(errorOf(field(/przetwarzanie moich danych/))).toBe('To pole jest wymagane');
    expect(errorOf(field(/polityką prywatności/))).toBe('To pole jest wymagane');
    expect(field(/12 miesięcy/)).not.toHaveAttribute('aria-invalid');
    expect(mockSend).not.toHaveBeenCalled();
  });

  it('says that the privacy policy opens in a new tab, where the typed form stays', async () => {
    await renderForm();
    const policy = screen.getByRole('link', { name: 'polityką prywatności (otwiera się w nowej karcie)' });
    expect(policy).toHaveAttribute('href', '/polityka-prywatnosci');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('checks the phone (strong rule), the e-mail and the message length', async () => {
    const { user } = await renderForm();
    await user.type(field('Telefon'), '12 34');
    await user.type(field('E-mail'), 'anna@example');
    await user.tab();
    expect(errorOf(field('Telefon'))).toBe('To nie jest poprawny numer telefonu');
    expect(errorOf(field('E-mail'))).toBe('To nie jest poprawny adres email');
    expect(field('Wiadomość (opcjonalnie)')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText('0 z 2000 znaków')).toBeInTheDocument();
  });

  it('refuses a CV over 2 MB as soon as it is chosen, with the spec’s message', async () => {
    const { user } = await renderForm();
    await user.upload(field('CV (PDF)'), pdf(CV_MAX_BYTES + 1));
    expect(errorOf(field('CV (PDF)'))).toBe('Plik nie może przekraczać 2 MB');
  });

  it.each([
    ['en' as const, 'Application form', 'The file must not exceed 2MB'],
    ['fr' as const, 'Formulaire de candidature', 'Le fichier ne doit pas dépasser 2 Mo'],
  ])('says so in %s too', async (language, heading, message) => {
    setCurrentLanguage(language);
    try {
      const { user } = await renderForm(heading);
      await user.upload(field('CV (PDF)'), pdf(CV_MAX_BYTES + 1));
      expect(errorOf(field('CV (PDF)'))).toBe(message);
    } finally {
      act(() => setCurrentLanguage('pl'));
    }
  });

  it('refuses a file that is not a PDF', async () => {
    const { user } = await renderForm();
    await user.upload(field('CV (PDF)'), new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' }));
    expect(errorOf(field('CV (PDF)'))).toBe('Dodaj plik w formacie PDF');
  });

  it('sends the application as multipart FormData, shows progress, then a clear success', async () => {
    let answer: (value: unknown) => void = () => {};
    mockSend.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await renderForm();
    const cv = pdf(1500, 'anna-cv.pdf');
    await fillValid(user, cv);
    await user.click(field(/12 miesięcy/));
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));

    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1));
    const { body, method } = mockSend.mock.calls[0][0] as { body: FormData; method: string };
    expect(method).toBe('POST');
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      firstName: 'Anna',
      lastName: 'Kowalska',
      phoneNumber: '+48 886 000 001',
      email: 'anna.kowalska@example.com',
      message: 'Pracuję jako fryzjerka od 5 lat.',
      consentRecruitment: 'true',
      consentPrivacyPolicy: 'true',
      consentFutureRecruitment: 'true',
    });
    const sentFile = body.get('file') as File;
    expect(sentFile.name).toBe('anna-cv.pdf');
    expect(sentFile.size).toBe(1500);

    const progress = screen.getAllByRole('status').find((region) => region.textContent?.includes('Wysyłamy zgłoszenie'));
    expect(progress).toBeDefined();
    expect(within(progress as HTMLElement).getByRole('progressbar')).toBeInTheDocument();

    answer({ data: { applicationId: '0b7e4f44-8c5c-4f2e-9a53-2f1f7d1b0c11' } });
    const thanks = await screen.findByRole('heading', { level: 3, name: 'Dziękujemy za zgłoszenie!' });
    expect(thanks).toHaveFocus();
    expect(thanks.closest('[role="status"]')).toHaveTextContent('skontaktujemy się z Tobą');
    expect(screen.queryByRole('button', { name: 'Wyślij zgłoszenie' })).toBeNull();
  });

  it.each([
    [{ field: 'file', reason: 'NOT_PDF' }, 'CV (PDF)', 'Ten plik nie jest dokumentem PDF. Dodaj CV w formacie PDF'],
    [{ field: 'file', reason: 'TOO_LARGE' }, 'CV (PDF)', 'Plik nie może przekraczać 2 MB'],
    [{ field: 'file', reason: 'MISSING' }, 'CV (PDF)', 'To pole jest wymagane'],
    [{ field: 'phoneNumber' }, 'Telefon', 'To nie jest poprawny numer telefonu'],
    [{ field: 'email' }, 'E-mail', 'To nie jest poprawny adres email'],
    [{ field: 'lastName' }, 'Nazwisko', 'Wpisz samo imię lub nazwisko: litery, spacje, łączniki lub apostrofy'],
    [{ status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'body' }, 'CV (PDF)', 'Plik nie może przekraczać 2 MB'],
  ])('puts the API’s 400 %j on its field, focuses it and keeps what was typed', async (error, label, message) => {
    mockSend.mockResolvedValue({ error: { status: 400, code: 'INVALID_VALUE', ...error } });
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(errorOf(field(label))).toBe(message));
    expect(field(label)).toHaveFocus();
    // Another blur re-validates the form: the API's verdict stays while the value is the same.
    await user.tab();
    expect(errorOf(field(label))).toBe(message);
    expect(field('Imię')).toHaveValue('Anna');
    expect(field('Wiadomość (opcjonalnie)')).toHaveValue('Pracuję jako fryzjerka od 5 lat.');
  });

  it('puts a refused consent on its checkbox', async () => {
    mockSend.mockResolvedValue({ error: { status: 400, code: 'INVALID_VALUE', field: 'consentPrivacyPolicy' } });
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(() => expect(errorOf(field(/polityką prywatności/))).toBe('To pole jest wymagane'));
  });

  it.each([
    [{ status: 429, code: 'RATE_LIMITED' }, 'Zbyt wiele zgłoszeń'],
    [{ status: 0, code: 'UNKNOWN_ERROR' }, 'Brak połączenia'],
    [{ status: 500, code: 'UNKNOWN_ERROR' }, 'Coś poszło nie tak'],
  ])('shows %j in an alert and keeps every value, so a second try sends again', async (error, title) => {
    mockSend.mockResolvedValueOnce({ error });
    const { user } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('anna.kowalska@example.com');
    expect(field(/polityką prywatności/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('heading', { name: 'Dziękujemy za zgłoszenie!' })).toBeInTheDocument();
    expect(mockSend).toHaveBeenCalledTimes(2);
  });
});
