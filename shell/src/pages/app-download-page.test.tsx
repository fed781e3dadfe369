import { screen } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import { AppDownloadPage } from './app-download-page.tsx';
import '../i18n.ts';

const IOS = 'https://apps.apple.com/pl/app/kosmyk-salony/id6502417391';
const ANDROID = 'https://play.google.com/store/apps/details?id=pl.kosmyk.app';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => setRuntimeConfigForTests(null));

test('a button for each configured store, opening it in a new tab', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk', links: { appStore: { ios: IOS, android: ANDROID } } });
  renderWithUi(<AppDownloadPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Pobierz aplikację' })).toBeInTheDocument();
  const ios = screen.getByRole('link', { name: 'Pobierz z App Store (otwiera się w nowej karcie)' });
  expect(ios).toHaveAttribute('href', IOS);
  expect(ios).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Pobierz z Google Play (otwiera się w nowej karcie)' })).toHaveAttribute('href', ANDROID);
  expect(screen.queryByText(/nie jest jeszcze dostępna/)).not.toBeInTheDocument();
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Kosmyk');
});

test('only the configured store', () => {
  setRuntimeConfigForTests({ links: { appStore: { ios: null, android: ANDROID } } });
  renderWithUi(<AppDownloadPage />);
  expect(screen.getAllByRole('link', { name: /Pobierz z/ })).toHaveLength(1);
  expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
});

test('no store configured: a sentence saying so and the way to book on the site', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk' });
  renderWithUi(<AppDownloadPage />);
  expect(screen.queryByRole('link', { name: /Pobierz z/ })).not.toBeInTheDocument();
  expect(screen.getByText('Aplikacja Kosmyk nie jest jeszcze dostępna w sklepach z aplikacjami. Do tego czasu wizytę umówisz na tej stronie – w kilka chwil.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/rezerwacja');
});

test('says what the app is for only when it can be downloaded', () => {
  setRuntimeConfigForTests({ links: { appStore: { ios: IOS, android: null } } });
  const view = renderWithUi(<AppDownloadPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Co zrobisz w aplikacji' })).toBeInTheDocument();
  view.unmount();
  setRuntimeConfigForTests({ links: { appStore: { ios: null, android: null } } });
  renderWithUi(<AppDownloadPage />);
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
});
