import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import type * as PlatformTesting from '@salon/i18n/testing';
import { StarRating, type StarRatingProps } from './star-rating.tsx';
import { renderWithUi } from './testing.ts';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());

/** The width of the clipped, filled row of stars, in the SVG's units (a star is 24, a gap 4). */
const filledWidth = (container: HTMLElement) => Number(container.querySelector('svg svg')?.getAttribute('width'));

/** Renders one rating alone on the page (the previous one is unmounted) and returns its container. */
let unmountLast: (() => void) | undefined;
function renderRating(props: StarRatingProps): HTMLElement {
  unmountLast?.();
  const { container, unmount } = renderWithUi(<StarRating {...props} />);
  unmountLast = unmount;
  return container;
}
afterEach(() => {
  unmountLast = undefined;
});

describe('StarRating', () => {
  it('is one image named with the score to one decimal in Polish', () => {
    renderWithUi(<StarRating value={4.63} />);
    expect(screen.getByRole('img', { name: 'Ocena 4,6 na 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('follows the language and its decimal separator', async () => {
    renderWithUi(<StarRating value={4.63} />);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByRole('img', { name: 'Note de 4,6 sur 5' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('fills whole stars and the fraction of the next one', () => {
    const half = renderRating({ value: 4.5 });
    expect(half.querySelectorAll('svg svg path')).toHaveLength(5);
    expect(filledWidth(half)).toBe(4 * 28 + 12);
    expect(filledWidth(renderRating({ value: 5 }))).toBe(5 * 28 - 4);
    expect(filledWidth(renderRating({ value: 0 }))).toBe(0);
  });

  it('keeps the score between 0 and max', () => {
    expect(filledWidth(renderRating({ value: 7 }))).toBe(5 * 28 - 4);
    expect(screen.getByRole('img', { name: 'Ocena 5,0 na 5' })).toBeInTheDocument();
    renderRating({ value: -1 });
    expect(screen.getByRole('img', { name: 'Ocena 0,0 na 5' })).toBeInTheDocument();
    expect(filledWidth(renderRating({ value: Number.NaN }))).toBe(0);
  });

  it('draws as many stars as max', () => {
    const { container } = renderWithUi(<StarRating value={2} max={3} />);
    expect(screen.getByRole('img', { name: 'Ocena 2,0 na 3' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg svg path')).toHaveLength(3);
  });

  it('writes the number beside the stars only with showValue, hidden from the accessible name', () => {
    renderRating({ value: 4.63 });
    expect(screen.queryByText('4,6')).not.toBeInTheDocument();
    renderRating({ value: 4.63, showValue: true });
    expect(screen.getByText('4,6')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName('Ocena 4,6 na 5');
  });
});
