import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createJobsStore } from './app/store.ts';
import { offersApi } from './lib/test-fixtures.ts';
import JobsRoutes from './routes.tsx';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const renderAt = (path: string) => renderRoutes(<JobsRoutes store={createJobsStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());
beforeEach(() => mockBaseQuery.mockReset().mockImplementation(offersApi()));

describe('jobs routes', () => {
  it('/pracuj-z-nami shows the offers', async () => {
    renderAt('/pracuj-z-nami');
    expect(heading()).toHaveTextContent('Pracuj z nami');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Praca w salonach fryzjerskich i kosmetycznych | Salon');
    expect(await screen.findByRole('heading', { level: 2, name: /Kraków/ })).toBeInTheDocument();
  });

  it('a city slug shows that city, named from its offers', async () => {
    renderAt('/pracuj-z-nami/lodz');
    // Named from the slug until the offers arrive, then from the salons: "Łódź".
    await waitFor(() => expect(heading()).toHaveTextContent('Łódź'));
    expect(breadcrumb().getByRole('link', { name: 'Pracuj z nami' })).toHaveAttribute('href', '/pracuj-z-nami');
  });

  it('a 24-character hex id opens the offer', async () => {
    renderAt('/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02');
    await waitFor(() => expect(heading()).toHaveTextContent('Kosmetyczka'));
    expect(breadcrumb().getByRole('link', { name: 'Pracuj z nami' })).toHaveAttribute('href', '/pracuj-z-nami');
    expect(breadcrumb().getByRole('link', { name: 'Kraków' })).toHaveAttribute('href', '/pracuj-z-nami/krakow');
  });

  it('24 upper-case hex characters are not an id (the contract’s rule): a city, unknown, so the list', async () => {
    const { location } = renderAt('/pracuj-z-nami/AAAAAAAAAAAAAAAAAAAAAA02');
    await waitFor(() => expect(location().pathname).toBe('/pracuj-z-nami'));
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/pracuj-z-nami/warszawa/extra');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
