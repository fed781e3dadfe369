import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogComment } from '@salon/contracts/blog-api';
import type { BusEvents, SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus, clearTokens, setCurrentLanguage, setTokens } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createBlogStore } from '../../../app/store.ts';
import { blogApiDouble, testPost, type MockAnswer } from '../../../lib/test-fixtures.ts';
import BlogRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const ARTICLE_PATH = '/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy';
const COMMENTS_URL = '/api/blog/posts/7/comments';
const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: null, phone: null, sex: 'F', preferredSalonId: null };

const comment = (n: number, patch: Partial<BlogComment> = {}): BlogComment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  author: 'Ewa N.',
  body: `Komentarz ${n}`,
  createdAt: '2025-03-01T10:00:00',
  mine: false,
  ...patch,
});
/** 13 comments, newest first, 10 a page. */
const ALL = Array.from({ length: 13 }, (_, index) => comment(13 - index));
const pageOf = (list: BlogComment[], page: number) => ({
  data: { data: list.slice((page - 1) * 10, page * 10), page, totalPages: Math.ceil(list.length / 10), totalComments: list.length },
});

interface Setup {
  comments?: BlogComment[];
  post?: (body: unknown) => MockAnswer;
}

function renderArticle({ comments = ALL, post = () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } }) }: Setup = {}) {
  mockBaseQuery.mockImplementation(
    blogApiDouble({
      posts: [],
      articles: { 'jak-dobrac-szampon-do-skory-glowy': testPost() },
      routes: {
        [`GET ${COMMENTS_URL}`]: ({ params }) => pageOf(comments, Number(params?.page ?? 1)),
        [`POST ${COMMENTS_URL}`]: ({ body }) => post(body),
      },
    }),
  );
  return { ...renderRoutes(<BlogRoutes store={createBlogStore()} />, ARTICLE_PATH), user: userEvent.setup() };
}

const section = () => within(screen.getByRole('region', { name: /^Komentarze/ }));
const shownComments = () =>
  within(section().getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:last-child')?.textContent);
const textArea = () => screen.getByRole('textbox', { name: 'Twój komentarz' });
const publish = () => screen.getByRole('button', { name: 'Opublikuj komentarz' });
const signIn = () => act(() => bus.emit('session:changed', { authenticated: true, user: anna }));
const signOut = () => act(() => bus.emit('session:changed', { authenticated: false, user: null }));
const postedBodies = () =>
  mockBaseQuery.mock.calls.filter(([args]) => (args as { method?: string }).method === 'POST').map(([args]) => (args as { body: unknown }).body);

jest.setTimeout(15_000);

let opened: BusEvents['auth:open'][];
let stopListening: () => void;
beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  clearTokens();
  signOut();
  opened = [];
  stopListening = bus.on('auth:open', (payload) => opened.push(payload));
});
afterEach(() => {
  stopListening();
  act(() => setCurrentLanguage('pl'));
});

describe('comments, for a guest', () => {
  it('lists the newest first and adds the next page with “show more”', async () => {
    const { user } = renderArticle();
    await waitFor(() => expect(shownComments()).toHaveLength(10));
    expect(shownComments()[0]).toBe('Komentarz 13');
    expect(section().getByRole('heading', { level: 2 })).toHaveTextContent('Komentarze (13)');
    await user.click(section().getByRole('button', { name: 'Pokaż więcej komentarzy' }));
    await waitFor(() => expect(shownComments()).toHaveLength(13));
    expect(shownComments().at(-1)).toBe('Komentarz 1');
    expect(section().queryByRole('button', { name: 'Pokaż więcej komentarzy' })).toBeNull();
  });

  it('shows a comment’s text as text, never as HTML, with its line breaks', async () => {
    renderArticle({ comments: [comment(1, { body: '<img src=x onerror="window.hacked=1"><b>Super</b>\nDruga linia' })] });
    await waitFor(() => expect(shownComments()).toHaveLength(1));
    const body = section().getByText(/Super/);
    expect(body.textContent).toBe('<img src=x onerror="window.hacked=1"><b>Super</b>\nDruga linia');
    expect(body.querySelector('img, b')).toBeNull();
    expect(section().getByText('Ewa N.')).toBeInTheDocument();
    expect(section().getByText('1 marca 2025')).toHaveAttribute('datetime', '2025-03-01T10:00:00');
  });

  it('says when there are no comments yet', async () => {
    renderArticle({ comments: [] });
    expect(await screen.findByText('Nikt jeszcze nie skomentował tego artykułu. Napisz pierwszy komentarz!')).toBeInTheDocument();
  });

  it('asks to sign in or register through the sign-in dialog, coming back to the article', async () => {
    const { user } = renderArticle();
    await screen.findByText('Zaloguj się lub zarejestruj, aby dodać komentarz.');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(section().getByRole('button', { name: 'Zaloguj się' }));
    await user.click(section().getByRole('button', { name: 'Zarejestruj się' }));
    expect(opened).toEqual([
      { stage: 'IDENTIFICATION', returnPath: ARTICLE_PATH },
      { stage: 'REGISTER_CHOOSE', returnPath: ARTICLE_PATH },
    ]);
  });

  it('shows the form after signing in, without a reload, with the focus in it', async () => {
    const { user } = renderArticle();
    await user.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    signIn();
    // The form's code loads once the reader is signed in.
    await waitFor(() => expect(textArea()).toHaveFocus());
    expect(section().queryByText('Zaloguj się lub zarejestruj, aby dodać komentarz.')).toBeNull();
  });
});

describe('comments, signed in', () => {
  beforeEach(() => signIn());

  it('posts the trimmed text, shows the new comment at the top and announces it', async () => {
    const stored = comment(99, { author: 'Anna K.', body: 'Świetne porady!\nDziękuję', createdAt: '2099-01-01T00:00:00', mine: true });
    const { user } = renderArticle({ post: () => ({ data: stored }) });
    await waitFor(() => expect(shownComments()).toHaveLength(10));
    await user.type(textArea(), '  Świetne porady!{Enter}Dziękuję  ');
    expect(screen.getByText('28 z 2000 znaków')).toBeInTheDocument();
    await user.click(publish());
    await waitFor(() => expect(shownComments()[0]).toBe('Świetne porady!\nDziękuję'));
    expect(postedBodies()).toEqual([{ body: 'Świetne porady!\nDziękuję' }]);
    expect(section().getByText('Ty')).toBeInTheDocument();
    expect(section().getByText('przed chwilą')).toBeInTheDocument();
    expect(section().getByRole('heading', { level: 2 })).toHaveTextContent('Komentarze (14)');
    expect(textArea()).toHaveValue('');
    expect(section().getAllByRole('status').map((region) => region.textContent)).toContain('Komentarz został opublikowany.');
  });

  it('checks the length in the reader’s language before posting', async () => {
    const { user } = renderArticle();
    await user.type(await screen.findByRole('textbox', { name: 'Twój komentarz' }), ' a ');
    await user.click(publish());
    expect(await screen.findByText('Wymagane min. 2 znaków')).toBeInTheDocument();
    expect(postedBodies()).toEqual([]);
    act(() => setCurrentLanguage('en'));
    expect(await screen.findByText('Min. 2 characters required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue(' a ');
  });

  it('keeps the text and says why on the field when the API refuses its length', async () => {
    const { user } = renderArticle({ post: () => ({ error: { status: 400, code: 'INVALID_VALUE', field: 'body' } }) });
    await user.type(await screen.findByRole('textbox', { name: 'Twój komentarz' }), 'Dobry tekst');
    await user.click(publish());
    expect(await screen.findByText('Komentarz musi mieć od 2 do 2000 znaków.')).toBeInTheDocument();
    expect(textArea()).toHaveValue('Dobry tekst');
    expect(textArea()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the text and says to wait when rate limited', async () => {
    const { user } = renderArticle({ post: () => ({ error: { status: 429, code: 'RATE_LIMITED' } }) });
    await user.type(await screen.findByRole('textbox', { name: 'Twój komentarz' }), 'Kolejny komentarz');
    await user.click(publish());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Dodajesz komentarze zbyt często/);
    expect(textArea()).toHaveValue('Kolejny komentarz');
    act(() => setCurrentLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent(/Vous commentez trop souvent/);
  });

  it('keeps the text through a sign-in when the session has expired', async () => {
    const { user } = renderArticle({
      post: () => {
        // What the platform's base query does on a refused refresh: sign out (and open the dialog itself).
        bus.emit('session:changed', { authenticated: false, user: null });
        return { error: { status: 401, code: 'UNAUTHORIZED' } };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Twój komentarz' }), 'Tekst, którego szkoda');
    await user.click(publish());
    expect(await screen.findByText(/Twoja sesja wygasła/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    signIn();
    expect(textArea()).toHaveValue('Tekst, którego szkoda');
    expect(textArea()).toHaveFocus();
    expect(screen.queryByText(/Twoja sesja wygasła/)).toBeNull();
  });

  it('opens the sign-in itself when a 401 left the session in place', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'refresh' });
    const { user } = renderArticle({ post: () => ({ error: { status: 401, code: 'UNAUTHORIZED' } }) });
    await user.type(await screen.findByRole('textbox', { name: 'Twój komentarz' }), 'Tekst');
    await user.click(publish());
    await waitFor(() => expect(opened).toEqual([{ stage: 'IDENTIFICATION', returnPath: ARTICLE_PATH }]));
    expect(textArea()).toHaveValue('Tekst');
  });
});
