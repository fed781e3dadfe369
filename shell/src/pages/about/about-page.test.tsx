import { screen, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import { ABOUT_TEXTS, readAboutCopy } from '@salon/seo/site/about/about-page';
import { AboutPage } from './about-page.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => setRuntimeConfigForTests(null));

test('renders the about copy with breadcrumbs, its sections under h2 and links to the recruitment and legal pages', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk' });
  renderWithUi(<AboutPage />);
  const copy = readAboutCopy(ABOUT_TEXTS.pl.about)!;
  const title = copy.title.replace('{{brand}}', 'Kosmyk');

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/home');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual([...copy.sections.map((section) => section.heading.replace(/\{\{brand\}\}/g, 'Kosmyk')), 'Warto wiedzieć']);
  expect(document.body).not.toHaveTextContent('{{');

  const more = screen.getByRole('navigation', { name: 'Warto wiedzieć' });
  expect(within(more).getByRole('link', { name: 'Praca w salonach Kosmyk' })).toHaveAttribute('href', '/pracuj-z-nami');
  expect(within(more).getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci');
  expect(within(more).getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/regulamin');
  expect(document.title).toBe(`${title} | Kosmyk`);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(copy.metaDescription.replace(/\{\{brand\}\}/g, 'Kosmyk'));
});
