import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import type { PlatformMock } from '@salon/i18n/testing';
import type * as PlatformTesting from '@salon/i18n/testing';
import { Page } from './page.tsx';
import { renderWithUi } from './testing.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
  useRuntimeConfig: () => ({ brand: 'Salon Test' }),
}));
const platform = jest.requireMock<PlatformMock>('@salon/platform');

const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

beforeAll(() => initI18n());
beforeEach(() => {
  document.head.innerHTML = '';
});

describe('Page', () => {
  it('puts the home crumb before the given path, then the one h1, then the content', () => {
    renderWithUi(
      <Page title="Nowy Sacz" breadcrumbs={[{ label: 'Salony', to: '/salony' }, { label: 'Nowy Sacz' }]}>
        <p>3 salony</p>
      </Page>,
    );
    expect(breadcrumb().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Strona główna', 'Salony', 'Nowy Sacz']);
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb().getByText('Nowy Sacz')).toHaveAttribute('aria-current', 'page');
    const heading = screen.getByRole('heading', { level: 1, name: 'Nowy Sacz' });
    expect(heading.compareDocumentPosition(screen.getByText('3 salony')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('titles the document with the heading, or with metaTitle when given, and indexes by default', () => {
    const { unmount } = renderWithUi(<Page title="Salony" breadcrumbs={[{ label: 'Salony' }]} />);
    expect(document.title).toBe('Salony | Salon Test');
    expect(metaContent('robots')).toBeUndefined();
    expect(metaContent('description')).toBeUndefined();
    unmount();

    renderWithUi(<Page title="Nowy Sacz" metaTitle="Salony: Nowy Sacz" breadcrumbs={[{ label: 'Nowy Sacz' }]} />);
    expect(document.title).toBe('Salony: Nowy Sacz | Salon Test');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nowy Sacz');
  });

  it('sets the description and noindex it is given', () => {
    renderWithUi(<Page title="Termin" breadcrumbs={[{ label: 'Termin' }]} description="Wybierz termin" noindex />);
    expect(metaContent('description')).toBe('Wybierz termin');
    expect(metaContent('robots')).toBe('noindex');
  });

  it('wraps itself in the content column unless a layout already did', () => {
    const { container, unmount } = renderWithUi(<Page title="Sklep" breadcrumbs={[{ label: 'Sklep' }]} />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild?.firstElementChild?.tagName).toBe('HEADER');
    unmount();

    const bare = renderWithUi(<Page title="Vouchery" breadcrumbs={[{ label: 'Vouchery' }]} contained={false} />);
    expect(bare.container.firstElementChild?.tagName).toBe('HEADER');
  });

  it('names the home crumb in the current language', () => {
    renderWithUi(<Page title="Shop" breadcrumbs={[{ label: 'Shop' }]} />);
    act(() => platform.setCurrentLanguage('fr'));
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    act(() => platform.setCurrentLanguage('pl'));
  });
});
