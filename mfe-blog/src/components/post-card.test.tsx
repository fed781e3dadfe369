import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import '../i18n.ts';
import { testPostSummary } from '../lib/test-fixtures.ts';
import { PostCard, type PostCardProps } from './post-card.tsx';

function renderCard(props: Partial<PostCardProps> = {}) {
  return renderWithUi(
    <ul>
      <li>
        <PostCard post={testPostSummary()} {...props} />
      </li>
    </ul>,
  );
}
const card = () => within(screen.getByRole('article', { name: 'Jak dobrać szampon do skóry głowy' }));

beforeAll(() => initI18n());
afterEach(() => act(() => setCurrentLanguage('pl')));

it('links the title to the article and the category to its list', () => {
  renderCard();
  const title = card().getByRole('heading', { level: 2, name: 'Jak dobrać szampon do skóry głowy' });
  expect(within(title).getByRole('link')).toHaveAttribute('href', '/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy');
  expect(card().getByRole('link', { name: 'Pielęgnacja włosów' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
});

it('shows the date in the reader’s language, the author and the lead as text', () => {
  renderCard();
  expect(card().getByText('18 lutego 2025')).toHaveAttribute('datetime', '2025-02-18T09:30:00');
  expect(card().getByText('Magdalena Wróbel')).toHaveTextContent('Autor: Magdalena Wróbel');
  expect(card().getByText('Szampon wybieramy do skóry głowy, a nie do długości włosów.').tagName).toBe('P');
  act(() => setCurrentLanguage('fr'));
  expect(card().getByText('18 février 2025')).toBeInTheDocument();
});

it('draws the 5:3 banner at the given sizes, lazily unless eager, and leaves out a missing author', () => {
  const { unmount } = renderCard({ imageSizes: '(min-width: 720px) 300px, 100vw', headingLevel: 3 });
  const source = document.querySelector('source[type="image/webp"]');
  expect(source).toHaveAttribute('sizes', '(min-width: 720px) 300px, 100vw');
  expect(source?.getAttribute('srcset')).toContain('/api/images/salons/interior-07/5_3.webp');
  expect(document.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(card().getByRole('heading', { level: 3 })).toBeInTheDocument();
  unmount();

  renderWithUi(<PostCard post={testPostSummary({ author: null, banner: null })} eager />);
  expect(screen.queryByText(/Autor:/)).toBeNull();
  expect(document.querySelector('img')).toBeNull();
});

it('loads the banner at once when eager', () => {
  renderCard({ eager: true });
  expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
});
