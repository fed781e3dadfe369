import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createBlogStore } from './app/store.ts';
import BlogRoutes from './routes.tsx';

const renderAt = (path: string) => renderRoutes(<BlogRoutes store={createBlogStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());

describe('blog routes', () => {
  it('/blog shows the blog home', () => {
    renderAt('/blog');
    expect(heading()).toHaveTextContent('Blog');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Blog | Salon');
  });

  it('a later page gets its own tab title', () => {
    renderAt('/blog?page=3');
    expect(document.title).toBe('Blog, strona 3 | Salon');
  });

  it('ignores page 0', () => {
    renderAt('/blog?page=0');
    expect(document.title).toBe('Blog | Salon');
  });

  it('/blog/:category shows the category', () => {
    renderAt('/blog/pielegnacja-wlosow');
    expect(heading()).toHaveTextContent('Pielegnacja Wlosow');
    expect(breadcrumb().getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Pielegnacja Wlosow – blog | Salon');
  });

  it('/blog/:category/:postRef shows the article with its category in the breadcrumb', () => {
    renderAt('/blog/pielegnacja-wlosow/jak-dbac-o-wlosy-zima');
    expect(heading()).toHaveTextContent('Jak Dbac O Wlosy Zima');
    expect(breadcrumb().getByRole('link', { name: 'Pielegnacja Wlosow' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
    expect(breadcrumb().getByText('Jak Dbac O Wlosy Zima')).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/blog/a/b/c');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
