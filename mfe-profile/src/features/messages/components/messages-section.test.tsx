import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Message } from '@salon/contracts/messages-api';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { profileApi } from '../../../app/api.ts';
import { createProfileStore } from '../../../app/store.ts';
import { MessagesSection } from './messages-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

interface Call {
  url: string;
  method?: string;
  body?: { body: string };
}
type Answer = { data: unknown } | { error: unknown };

const question: Message = {
  id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a01',
  body: 'Dzień dobry,\nczy mogę przełożyć wizytę?',
  dateTime: '2026-11-20T09:05:00',
  direction: 'SENT',
  actions: [],
  read: true,
};
const answer: Message = {
  id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a02',
  body: 'Oczywiście. Mamy też dla Pani voucher.',
  dateTime: '2026-11-21T14:30:00',
  direction: 'RECEIVED',
  actions: [
    { title: 'Zobacz vouchery', link: '/profil/vouchery' },
    { title: 'Regulamin', link: 'https://example.com/regulamin' },
  ],
  read: false,
};
const older: Message = { ...answer, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a00', body: 'Witamy!', dateTime: '2026-11-01T08:00:00', actions: [], read: true };

let thread: Message[];
let loadAnswer: () => Answer | Promise<Answer>;
let sendAnswer: (call: Call) => Answer | Promise<Answer>;

function reply(call: Call): Answer | Promise<Answer> {
  if (call.url === '/api/messages' && !call.method) return loadAnswer();
  if (call.url === '/api/messages' && call.method === 'POST') return sendAnswer(call);
  if (call.url === '/api/messages/markAsRead' && call.method === 'POST') return { data: null };
  return { error: { status: 404, code: 'NOT_FOUND' } };
}
const calls = (url: string, method?: string) =>
  mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.url === url && call.method === method);

function renderSection({ strict = false, store = createProfileStore() } = {}) {
  const section = (
    <Provider store={store}>
      <MessagesSection />
    </Provider>
  );
  const view = renderRoutes(strict ? <StrictMode>{section}</StrictMode> : section, '/profil/wiadomosci');
  return { ...view, user: userEvent.setup() };
}

const log = () => screen.getByRole('log', { name: 'Rozmowa z obsługą klienta' });
const items = () => within(log()).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
const textarea = () => screen.getByRole('textbox', { name: 'Twoja wiadomość' });
const sendButton = () => screen.getByRole('button', { name: 'Wyślij' });

let scrolled: jest.Mock;
beforeAll(() => initI18n());
beforeEach(() => {
  thread = [older, question, answer];
  loadAnswer = () => ({ data: thread });
  let sent = 0;
  sendAnswer = (call) => ({
    data: { id: `0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e7a${String((sent += 1)).padStart(2, '0')}`, body: call.body!.body, dateTime: '2026-11-22T10:00:00', direction: 'SENT', actions: [], read: true },
  });
  mockBaseQuery.mockReset().mockImplementation(async (call: Call) => reply(call));
  scrolled = jest.fn();
  Element.prototype.scrollTo = scrolled;
});

describe('the thread', () => {
  it('shows a spinner while it loads', async () => {
    let release: () => void = () => undefined;
    loadAnswer = () => new Promise((resolve) => (release = () => resolve({ data: thread })));
    renderSection();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Wczytujemy wiadomości…');
    expect(screen.queryByRole('log')).toBeNull();
    act(() => release());
    expect(await screen.findByRole('log')).toBeInTheDocument();
    expect(screen.queryByText('Wczytujemy wiadomości…')).toBeNull();
  });

  it('lists the messages oldest first, each saying who wrote it and when', async () => {
    renderSection();
    await screen.findByRole('log');
    const [first, second, third] = items();
    expect(items()).toHaveLength(3);
    expect(first).toHaveTextContent(/^Obsługa klienta 01\.11\.2026 08:00\s*Witamy!$/);
    expect(second).toHaveTextContent('Ty 20.11.2026 09:05');
    expect(second).toHaveTextContent('Dzień dobry, czy mogę przełożyć wizytę?');
    expect(second!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:05:00');
    expect(third).toHaveTextContent('Obsługa klienta 21.11.2026 14:30 Nowa');
    expect(first).not.toHaveTextContent('Nowa');
    expect(screen.getByText('Masz 1 nową wiadomość.')).toBeInTheDocument();
  });

  it('shows the answer’s actions as links: site paths in place, https pages in a new tab', async () => {
    renderSection();
    await screen.findByRole('log');
    const inPlace = within(items()[2]!).getByRole('link', { name: 'Zobacz vouchery' });
    expect(inPlace).toHaveAttribute('href', '/profil/vouchery');
    expect(inPlace).not.toHaveAttribute('target');
    const external = within(items()[2]!).getByRole('link', { name: 'Regulamin (otwiera się w nowej karcie)' });
    expect(external).toHaveAttribute('href', 'https://example.com/regulamin');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('counts several new answers in Polish', async () => {
    thread = [answer, { ...answer, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a03' }, { ...answer, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a04' }];
    renderSection();
    expect(await screen.findByText('Masz 3 nowe wiadomości.')).toBeInTheDocument();
  });

  it('says so when there are no messages, and the composer is there', async () => {
    thread = [];
    renderSection();
    expect(await within(await screen.findByRole('log')).findByRole('heading', { level: 3, name: 'Nie masz jeszcze żadnych wiadomości' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(textarea()).toBeEnabled();
  });

  it('scrolls its box to the newest message once loaded, at once', async () => {
    renderSection();
    await screen.findByRole('log');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: expect.any(Number), behavior: 'auto' });
    expect(scrolled.mock.contexts[0]).toBe(log());
  });
});

describe('a failed load', () => {
  beforeEach(() => {
    loadAnswer = () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
  });

  it('is not an empty thread nor an error: one neutral line, and the composer still works', async () => {
    const { user } = renderSection();
    expect(await screen.findByText(/Nie udało się wczytać wcześniejszych wiadomości\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nie masz jeszcze żadnych wiadomości' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(textarea(), 'Halo?');
    await user.click(sendButton());
    expect(await within(log()).findByText('Halo?')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(0);
  });

  it('can be tried again', async () => {
    const { user } = renderSection();
    await screen.findByText(/Nie udało się wczytać/);
    loadAnswer = () => ({ data: thread });
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByText(/Nie udało się wczytać/)).toBeNull();
  });
});

describe('marking the answers read', () => {
  it('happens once when the tab opens on unread answers, even in strict mode and after sending', async () => {
    const { user } = renderSection({ strict: true });
    await screen.findByRole('log');
    await waitFor(() => expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(1));
    await user.type(textarea(), 'Dziękuję!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await within(log()).findByText('Dziękuję!');
    expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(1);
    // The markers stay for this visit: the customer still sees what was new.
    expect(items()[2]).toHaveTextContent('Nowa');
  });

  it('happens once per opening, even when the thread reloads with another new answer', async () => {
    const store = createProfileStore();
    renderSection({ store });
    await screen.findByRole('log');
    await waitFor(() => expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(1));
    thread = [...thread, { ...answer, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a05', body: 'Czy coś jeszcze?' }];
    act(() => void store.dispatch(profileApi.util.resetApiState()));
    expect(await within(await screen.findByRole('log')).findByText('Czy coś jeszcze?')).toBeInTheDocument();
    expect(calls('/api/messages')).toHaveLength(2);
    expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(1);
  });

  it('does not happen when every answer is read', async () => {
    thread = [older, question];
    renderSection();
    await screen.findByRole('log');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls('/api/messages')).toHaveLength(1);
    expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(0);
    expect(screen.queryByText(/nową wiadomość|nowe wiadomości/)).toBeNull();
  });

  it('fails quietly', async () => {
    mockBaseQuery.mockImplementation(async (call: Call) =>
      call.url === '/api/messages/markAsRead' ? { error: { status: 500, code: 'UNKNOWN_ERROR' } } : reply(call),
    );
    renderSection();
    await screen.findByRole('log');
    await waitFor(() => expect(calls('/api/messages/markAsRead', 'POST')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(items()).toHaveLength(3);
  });
});

describe('the composer', () => {
  it('is a labelled text area of 5 rows, at most 5000 characters, with its counter', async () => {
    const { user } = renderSection();
    await screen.findByRole('log');
    expect(screen.getByRole('form', { name: 'Napisz do obsługi klienta' })).toContainElement(textarea());
    expect(textarea()).toHaveAttribute('rows', '5');
    expect(textarea()).toHaveAttribute('maxLength', '5000');
    expect(screen.getByText('0 / 5000')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription('Naciśnij Ctrl+Enter, aby wysłać. Wpisano 0 z 5000 znaków.');
    await user.type(textarea(), 'Dzień dobry');
    expect(screen.getByText('11 / 5000')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription('Naciśnij Ctrl+Enter, aby wysłać. Wpisano 11 z 5000 znaków.');
  });

  it('speaks near the limit only, not at every keystroke', async () => {
    renderSection();
    await screen.findByRole('log');
    const notice = () => document.querySelector('[aria-live="polite"]:not([role])');
    expect(notice()).toHaveTextContent(/^$/);
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(4899) } });
    expect(notice()).toHaveTextContent(/^$/);
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(4913) } });
    expect(notice()).toHaveTextContent('Zostało 87 znaków do limitu.');
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(4914) } });
    expect(notice()).toHaveTextContent('Zostało 87 znaków do limitu.');
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(4998) } });
    expect(notice()).toHaveTextContent('Zostały 2 znaki do limitu.');
    fireEvent.change(textarea(), { target: { value: 'a'.repeat(5000) } });
    expect(notice()).toHaveTextContent('Osiągnięto limit 5000 znaków.');
  });

  it('Ctrl+Enter sends the trimmed text; the answer ends the thread and the text area clears', async () => {
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), '  Czy jest wolny termin w sobotę?{Enter}Pozdrawiam  ');
    expect(calls('/api/messages', 'POST')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(items()).toHaveLength(4));
    expect(calls('/api/messages', 'POST')).toEqual([{ url: '/api/messages', method: 'POST', body: { body: 'Czy jest wolny termin w sobotę?\nPozdrawiam' } }]);
    expect(items()[3]).toHaveTextContent('Ty 22.11.2026 10:00');
    expect(items()[3]).toHaveTextContent('Czy jest wolny termin w sobotę? Pozdrawiam');
    expect(textarea()).toHaveValue('');
    expect(textarea()).toHaveFocus();
    expect(scrolled).toHaveBeenLastCalledWith({ top: expect.any(Number), behavior: 'smooth' });
  });

  it('Cmd+Enter sends too, and the button does', async () => {
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), 'Pierwsza');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.type(textarea(), 'Druga');
    await user.click(sendButton());
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(calls('/api/messages', 'POST').map((call) => call.body)).toEqual([{ body: 'Pierwsza' }, { body: 'Druga' }]);
    expect(textarea()).toHaveFocus();
  });

  it('scrolls without animation under reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), 'Dzień dobry');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenLastCalledWith({ top: expect.any(Number), behavior: 'auto' });
    window.matchMedia = original;
  });

  it('does not send blank text, and says why', async () => {
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), '   {Enter}  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(sendButton());
    expect(calls('/api/messages', 'POST')).toHaveLength(0);
    expect(items()).toHaveLength(3);
    expect(screen.getByText('Wpisz treść wiadomości, zanim ją wyślesz.')).toBeInTheDocument();
    expect(textarea()).toHaveFocus();
    await user.type(textarea(), 'a');
    expect(screen.queryByText('Wpisz treść wiadomości, zanim ją wyślesz.')).toBeNull();
  });

  it('holds the button while sending and sends once', async () => {
    let release: () => void = () => undefined;
    sendAnswer = (call) => new Promise((resolve) => (release = () => resolve({ data: { ...question, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a98', body: call.body!.body } })));
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), 'Raz');
    await user.click(sendButton());
    const busy = screen.getByRole('button', { name: 'Wysyłanie…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(textarea()).toHaveAttribute('readonly');
    await user.click(busy);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(calls('/api/messages', 'POST')).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the text and says why when the API refuses it', async () => {
    sendAnswer = () => ({ error: { status: 400, code: 'INVALID_VALUE', field: 'body' } });
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), 'Treść');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wysłać wiadomości.');
    expect(alert).toHaveTextContent('Wiadomość musi mieć od 1 do 5000 znaków. Twój tekst pozostał w polu.');
    expect(textarea()).toHaveValue('Treść');
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    expect(items()).toHaveLength(3);
  });

  it('keeps the text and gives the API’s reason on any other failure, then sends on a new try', async () => {
    sendAnswer = () => ({ error: { status: 429, code: 'RATE_LIMITED' } });
    const { user } = renderSection();
    await screen.findByRole('log');
    await user.type(textarea(), 'Treść');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.');
    expect(textarea()).toHaveValue('Treść');
    expect(textarea()).not.toHaveAttribute('aria-invalid');

    sendAnswer = (call) => ({ data: { ...question, id: '0b6a3a59-6a0e-4f5c-9d55-2f0e0f3e6a97', body: call.body!.body } });
    await user.click(sendButton());
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(textarea()).toHaveValue('');
  });
});
