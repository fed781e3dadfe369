import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { initI18n } from '@salon/i18n';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageHeader } from './page-header.tsx';
import { renderWithUi } from './testing.ts';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());

const items = [
  { label: 'Strona główna', to: '/' },
  { label: 'Salony', to: '/salony' },
  { label: 'Warszawa', to: '/salony/warszawa' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation landmark with an ordered list', () => {
    renderWithUi(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the last item as the current page, not a link', () => {
    renderWithUi(<Breadcrumbs items={items} />);
    const current = screen.getByText('Warszawa');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Warszawa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salony' })).not.toHaveAttribute('aria-current');
  });

  it('links earlier items through the router', async () => {
    renderWithUi(
      <Routes>
        <Route path="/salony/warszawa" element={<Breadcrumbs items={items} />} />
        <Route path="/salony" element={<h1>Lista salonów</h1>} />
      </Routes>,
      { route: '/salony/warszawa' },
    );
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Salony' }));
    expect(screen.getByRole('heading', { name: 'Lista salonów' })).toBeInTheDocument();
  });

  it('shows an item without `to` as text', () => {
    renderWithUi(<Breadcrumbs items={[{ label: 'Profil' }, { label: 'Moje dane' }]} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Profil')).toBeInTheDocument();
  });

  it('renders nothing for no items', () => {
    renderWithUi(<Breadcrumbs items={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('puts the breadcrumbs before the one h1, then its children', () => {
    renderWithUi(
      <PageHeader title="Warszawa" breadcrumbs={items}>
        <p>12 salonów</p>
      </PageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Warszawa' });
    const nav = screen.getByRole('navigation');
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('12 salonów')).toBeInTheDocument();
  });

  it('has no navigation without breadcrumbs', () => {
    renderWithUi(<PageHeader title="O nas" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument();
  });
});
