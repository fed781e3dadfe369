import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, type Location } from 'react-router';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import { createSalonsStore } from './app/store.ts';
import SalonsRoutes from './routes.tsx';

let location: Location;
function LocationSpy() {
  location = useLocation();
  return null;
}

/** Mounts the routes the way the shell does: under a root splat, beside the home page. */
function renderAt(path: string) {
  renderWithUi(
    <>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<SalonsRoutes store={createSalonsStore()} />} />
      </Routes>
      <LocationSpy />
    </>,
    { route: path },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

beforeAll(() => initI18n());

describe('salons routes', () => {
  it('/salony shows the salon list', () => {
    renderAt('/salony');
    expect(heading()).toHaveTextContent('Salony');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb().getByText('Salony')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Salony | Salon');
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
    renderAt(path);
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
