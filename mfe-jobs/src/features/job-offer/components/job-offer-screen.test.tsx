import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes, structuredDataItems } from '@salon/ui/testing';
import { createJobsStore } from '../../../app/store.ts';
import { KRAKOW_HAIR, offersApi } from '../../../lib/test-fixtures.ts';
import JobsRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

function renderAt(path: string) {
  return { ...renderRoutes(<JobsRoutes store={createJobsStore()} />, path), user: userEvent.setup() };
}

beforeAll(() => initI18n());
beforeEach(() => mockBaseQuery.mockReset().mockImplementation(offersApi()));

describe('an offer page', () => {
  it('shows the title, salon, address, photos, map fallback and the sanitised description', async () => {
    renderAt(`/pracuj-z-nami/${KRAKOW_HAIR.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fryzjer / Fryzjerka' })).toBeInTheDocument();
    expect(screen.getByText('ul. Floriańska 12, 30-001 Kraków', { selector: 'dd' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Zdjęcia salonu Rynek' })).getAllByRole('img')).toHaveLength(2);
    // No map token in tests: the static fallback with a maps link.
    const map = screen.getByRole('region', { name: 'Gdzie będziesz pracować' });
    expect(within(map).getByRole('link', { name: 'Otwórz w mapach' })).toHaveAttribute('href', expect.stringContaining('50.06%2C19.94'));
    const description = screen.getByRole('region', { name: 'Opis oferty' });
    expect(within(description).getByRole('heading', { level: 2, name: 'Co oferujemy' })).toBeInTheDocument();
    expect(description.innerHTML).not.toMatch(/<script|onclick|javascript:/);
    expect(within(description).getByRole('link', { name: 'O nas' })).toHaveAttribute('target', '_blank');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('gives search engines a JobPosting: title, description, the brand hiring, the salon’s address; no invented date', async () => {
    renderAt(`/pracuj-z-nami/${KRAKOW_HAIR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Fryzjer / Fryzjerka' });
    await waitFor(() => expect(structuredDataItems()).not.toEqual([]));
    const [data, breadcrumbs] = structuredDataItems();
    expect(document.title).toBe('Fryzjer / Fryzjerka – praca w mieście Kraków | Salon');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Co oferujemy Umowa o pracę Szkolenia zły linkO nas');
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Strona główna' }, { name: 'Pracuj z nami' }, { name: 'Kraków' }, { name: 'Fryzjer / Fryzjerka' }] });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Fryzjer / Fryzjerka',
      hiringOrganization: { '@type': 'Organization', name: 'Salon' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Floriańska 12', postalCode: '30-001', addressLocality: 'Kraków', addressCountry: 'PL' },
      },
    });
    expect(data?.description).toContain('<h2>Co oferujemy</h2>');
    expect(data?.description).not.toContain('script');
    expect(data).toHaveProperty('datePosted', '2026-11-20T09:00:00.000Z');
  });

  it('the apply button of an offer without a link moves to the form and focuses its heading', async () => {
    const { user } = renderAt(`/pracuj-z-nami/${KRAKOW_HAIR.id}`);
    await user.click(await screen.findByRole('button', { name: 'Aplikuj' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Formularz aplikacyjny' })).toHaveFocus();
  });

  it('an offer with a recruitment link applies there, in a new tab, and has no form', async () => {
    renderAt('/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa04');
    const link = await screen.findByRole('link', { name: /Aplikuj/ });
    expect(link).toHaveAttribute('href', 'https://kariera.example.com/recepcja');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'Formularz aplikacyjny' })).toBeNull();
  });

  it('an unknown or disabled id goes to the list, replacing the entry', async () => {
    const { location } = renderAt('/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa06');
    await waitFor(() => expect(location().pathname).toBe('/pracuj-z-nami'));
    expect(await screen.findByRole('heading', { level: 2, name: /Kraków/ })).toBeInTheDocument();
  });

  it('a failed load says so with a retry', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 503, code: 'UNKNOWN_ERROR' } });
    renderAt(`/pracuj-z-nami/${KRAKOW_HAIR.id}`);
    expect(await screen.findByText('Nie udało się wczytać oferty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
