import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createJobsStore } from './app/store.ts';
import JobsRoutes from './routes.tsx';

const renderAt = (path: string) => renderRoutes(<JobsRoutes store={createJobsStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());

describe('jobs routes', () => {
  it('/pracuj-z-nami shows the offers', () => {
    renderAt('/pracuj-z-nami');
    expect(heading()).toHaveTextContent('Pracuj z nami');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Pracuj z nami | Salon');
  });

  it('a city slug shows that city', () => {
    renderAt('/pracuj-z-nami/nowy-sacz');
    expect(heading()).toHaveTextContent('Nowy Sacz');
    expect(breadcrumb().getByRole('link', { name: 'Pracuj z nami' })).toHaveAttribute('href', '/pracuj-z-nami');
  });

  it('a 24-character hex id opens the offer', () => {
    renderAt('/pracuj-z-nami/64b7f3a2c9e1d4f5a6b7c8d9');
    expect(heading()).toHaveTextContent('Oferta pracy');
    expect(breadcrumb().getByRole('link', { name: 'Pracuj z nami' })).toHaveAttribute('href', '/pracuj-z-nami');
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/pracuj-z-nami/warszawa/extra');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
