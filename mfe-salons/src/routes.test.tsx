import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createSalonsStore } from './app/store.ts';
import SalonsRoutes from './routes.tsx';

const renderAt = (path: string) => renderRoutes(<SalonsRoutes store={createSalonsStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());

describe('salons routes', () => {
  it('/salony shows the salon list', () => {
    renderAt('/salony');
    expect(heading()).toHaveTextContent('Salony');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb().getByText('Salony')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Salony fryzjerskie w całej Polsce | Salon');
  });

  it('a city slug opens the city list, named from the slug', () => {
    renderAt('/salony/nowy-sacz');
    expect(heading()).toHaveTextContent('Nowy Sacz');
    expect(breadcrumb().getByRole('link', { name: 'Salony' })).toHaveAttribute('href', '/salony');
    expect(breadcrumb().getByText('Nowy Sacz')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Salony: Nowy Sacz | Salon');
  });

  it('a salon code opens the salon details', () => {
    renderAt('/salony/M123');
    expect(heading()).toHaveTextContent('Salon M123');
    expect(breadcrumb().getByRole('link', { name: 'Salony' })).toHaveAttribute('href', '/salony');
  });

  it('a lower-case code is a city slug', () => {
    renderAt('/salony/m123');
    expect(heading()).toHaveTextContent('M123');
    expect(heading()).not.toHaveTextContent('Salon');
  });

  it.each(['/salony/krakow/extra', '/salony/M1/cennik'])('%s goes to root', async (path) => {
    const { location } = renderAt(path);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
