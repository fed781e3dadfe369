import { screen, within } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG } from '@salon/contracts';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests, type DeepPartial } from '@salon/platform';
import type { RuntimeConfig } from '@salon/contracts';
import { renderWithUi } from '@salon/ui/testing';
import { Footer } from './footer.tsx';
import '../i18n.ts';

/** The demo chain's configuration (deploy/config/config.json). */
const KOSMYK: DeepPartial<RuntimeConfig> = {
  brand: 'Kosmyk',
  company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
  contact: { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: 'rekrutacja@kosmyk.pl' },
  links: {
    social: {
      facebook: 'https://www.facebook.com/kosmyk.salony',
      instagram: 'https://www.instagram.com/kosmyk.salony',
      youtube: 'https://www.youtube.com/@kosmyk.salony',
      pinterest: 'https://pl.pinterest.com/kosmyk_salony',
      tiktok: 'https://www.tiktok.com/@kosmyk.salony',
    },
    appStore: { ios: 'https://apps.apple.com/pl/app/kosmyk-salony/id6502417391', android: 'https://play.google.com/store/apps/details?id=pl.kosmyk.app' },
  },
};

function renderFooter(config: DeepPartial<RuntimeConfig>) {
  setRuntimeConfigForTests(config);
  const view = renderWithUi(<Footer />);
  return { ...view, footer: screen.getByRole('contentinfo') };
}

/** Every link's href as written in the DOM. */
const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => setRuntimeConfigForTests(null));

describe('Footer', () => {
  it('shows every configured contact and link, each a real address', () => {
    const { footer } = renderFooter(KOSMYK);
    expect(within(footer).getByRole('link', { name: '+48 22 290 40 40' })).toHaveAttribute('href', 'tel:+48222904040');
    expect(within(footer).getByRole('link', { name: 'kontakt@kosmyk.pl' })).toHaveAttribute('href', 'mailto:kontakt@kosmyk.pl');
    expect(within(footer).getByRole('link', { name: 'rekrutacja@kosmyk.pl' })).toHaveAttribute('href', 'mailto:rekrutacja@kosmyk.pl');
    expect(within(footer).getByText('Infolinia')).toBeInTheDocument();
    expect(within(footer).getByText('Obsługa klienta')).toBeInTheDocument();
    expect(within(footer).getByText('Rekrutacja')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci');
    expect(within(footer).getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/regulamin');
    expect(within(footer).getByRole('link', { name: 'dołącz do naszego zespołu' })).toHaveAttribute('href', '/pracuj-z-nami');
    expect(within(footer).getByRole('list', { name: 'Znajdziesz nas tu' }).querySelectorAll('a')).toHaveLength(5);
    expect(within(footer).getByRole('list', { name: 'Pobierz aplikację' }).querySelectorAll('a')).toHaveLength(2);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Kosmyk. Wszelkie prawa zastrzeżone.`);
    expect(footer).toHaveTextContent('Kosmyk sp. z o.o., ul. Prosta 20, 00-850 Warszawa, NIP 5253000123');
    for (const href of hrefs(footer)) expect(href).toMatch(/^(\/[a-z]|https:\/\/|mailto:|tel:)/);
  });

  it('opens outside sites in a new tab without our window, and says so to screen readers', () => {
    const { footer } = renderFooter(KOSMYK);
    const instagram = within(footer).getByRole('link', { name: 'Instagram (otwiera się w nowej karcie)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/kosmyk.salony');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getByRole('link', { name: 'Pobierz z Google Play (otwiera się w nowej karcie)' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=pl.kosmyk.app',
    );
    // The site's own pages stay in the tab.
    expect(within(footer).getByRole('link', { name: 'Regulamin' })).not.toHaveAttribute('target');
  });

  it('hides each entry that is not configured, never leaving a dead or empty link', () => {
    const { footer } = renderFooter({
      ...KOSMYK,
      contact: { phone: null, customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: null },
      links: { social: { ...DEFAULT_RUNTIME_CONFIG.links.social, instagram: 'https://www.instagram.com/kosmyk.salony' }, appStore: { ios: null, android: 'https://play.google.com/store/apps/details?id=pl.kosmyk.app' } },
    });
    expect(within(footer).queryByText('Infolinia')).not.toBeInTheDocument();
    expect(within(footer).queryByText('Rekrutacja')).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'kontakt@kosmyk.pl' })).toBeInTheDocument();
    expect(within(within(footer).getByRole('list', { name: 'Znajdziesz nas tu' })).getAllByRole('link')).toHaveLength(1);
    expect(within(footer).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(hrefs(footer)).not.toContain('#');
    expect(hrefs(footer)).not.toContain('');
    expect(hrefs(footer)).not.toContain(null);
  });

  it('hides a whole block when none of it is configured; "contact" then scrolls to the footer itself', () => {
    const { footer } = renderFooter({ brand: 'Kosmyk' });
    expect(within(footer).queryByRole('heading', { name: 'Kontakt' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Znajdziesz nas tu' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Pobierz aplikację' })).not.toBeInTheDocument();
    expect(within(footer).queryByText(/NIP/)).not.toBeInTheDocument();
    expect(footer).toHaveAttribute('id', 'kontakt');
    // What is not configuration stays: the about text, the legal pages, the copyright.
    expect(within(footer).getByRole('link', { name: 'Polityka prywatności' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Kosmyk. Wszelkie prawa zastrzeżone.');
    for (const href of hrefs(footer)) expect(href).toMatch(/^\/[a-z]/);
  });

  it('keeps #kontakt on the contact block when there is one', () => {
    const { footer } = renderFooter(KOSMYK);
    expect(document.getElementById('kontakt')).toBe(within(footer).getByRole('heading', { name: 'Kontakt' }).closest('section'));
  });
});
