import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createBlogStore } from './app/store.ts';
import { blogApiDouble, testPost } from './lib/test-fixtures.ts';
import BlogRoutes from './routes.tsx';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const renderAt = (path: string) => renderRoutes(<BlogRoutes store={createBlogStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(blogApiDouble({ articles: { 'jak-dobrac-szampon-do-skory-glowy': testPost() } }));
});

describe('blog routes', () => {
  it('/blog shows the blog home with its posts', async () => {
    renderAt('/blog');
    expect(heading()).toHaveTextContent('Blog');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Artykuł numer 1' })).toBeInTheDocument();
    expect(document.title).toBe('Blog | Salon');
  });

  it('a later page gets its own tab title', async () => {
    renderAt('/blog?page=3');
    expect(await screen.findByRole('link', { name: 'Artykuł numer 33' })).toBeInTheDocument();
    expect(document.title).toBe('Blog, strona 3 | Salon');
  });

  it('/blog/:category shows the category by its name', async () => {
    renderAt('/blog/pielegnacja-wlosow');
    await waitFor(() => expect(heading()).toHaveTextContent('Pielęgnacja włosów'));
    expect(breadcrumb().getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Pielęgnacja włosów – blog | Salon');
  });

  it('an unknown category goes to the blog home', async () => {
    const { location } = renderAt('/blog/nie-ma-takiej');
    await waitFor(() => expect(location().pathname).toBe('/blog'));
    expect(heading()).toHaveTextContent('Blog');
  });

  it('/blog/:category/:postRef shows the article with its category in the breadcrumb', async () => {
    renderAt('/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy');
    await waitFor(() => expect(heading()).toHaveTextContent('Jak dobrać szampon do skóry głowy'));
    expect(breadcrumb().getByRole('link', { name: 'Pielęgnacja włosów' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
    expect(breadcrumb().getByText('Jak dobrać szampon do skóry głowy')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Komentarze' })).toBeInTheDocument();
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/blog/a/b/c');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
