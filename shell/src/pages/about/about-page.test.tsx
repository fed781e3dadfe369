import { screen, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import { AboutPage, readAboutCopy } from './about-page.tsx';
import pl from './locales/pl.json';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => setRuntimeConfigForTests(null));

test('renders the about copy with breadcrumbs, its sections under h2 and links to the recruitment and legal pages', () => {
  setRuntimeConfigForTests({ brand: 'Kosmyk' });
  renderWithUi(<AboutPage />);
  const copy = readAboutCopy(pl.about)!;
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

test('refuses copy of the wrong shape', () => {
  expect(readAboutCopy(pl.about)).not.toBeNull();
  expect(readAboutCopy({ ...pl.about, sections: [{ heading: 'x', paragraphs: [1] }] })).toBeNull();
  expect(readAboutCopy('about')).toBeNull();
});
