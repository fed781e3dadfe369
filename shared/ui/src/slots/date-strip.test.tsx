import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { UiRoot } from '../ui-root.tsx';
import { DateStrip } from './date-strip.tsx';

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const wrapper = ({ children }: { children: ReactNode }) => <UiRoot>{children}</UiRoot>;

function renderStrip(selected = days[0]!) {
  const onSelect = jest.fn();
  const view = render(<DateStrip days={days} selected={selected} onSelect={onSelect} />, { wrapper });
  return { ...view, onSelect };
}

const strip = () => screen.getByRole('group', { name: 'Wybierz dzień' });

beforeAll(() => initI18n());

it('offers every day of the range as a toggle button with weekday, day and month', () => {
  renderStrip('2026-11-02');
  const buttons = within(strip()).getAllByRole('button');
  expect(buttons).toHaveLength(30);
  expect(buttons[0]).toHaveAccessibleName('Dziś, niedziela, 1 listopada');
  expect(buttons[0]).toHaveTextContent(/^Dziś1lis/);
  expect(buttons[1]).toHaveAccessibleName('poniedziałek, 2 listopada');
  expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
  expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
});

it('keeps each day an item of a list inside the named group (axe: listitem)', () => {
  renderStrip();
  const list = within(strip()).getByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(30);
});

it('is one tab stop, on the chosen day', () => {
  renderStrip('2026-11-05');
  const tabbable = within(strip())
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0);
  expect(tabbable).toEqual([screen.getByRole('button', { name: 'czwartek, 5 listopada' })]);
});

it('moves between days with the arrows, Home and End, and chooses with Enter', async () => {
  const { onSelect } = renderStrip('2026-11-05');
  screen.getByRole('button', { name: 'czwartek, 5 listopada' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'piątek, 6 listopada' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'środa, 4 listopada' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'poniedziałek, 30 listopada' })).toHaveFocus();
  await userEvent.keyboard('{Home}{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Dziś, niedziela, 1 listopada' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(onSelect).toHaveBeenCalledWith('2026-11-02');
});

it('chooses a day by click', async () => {
  const { onSelect } = renderStrip();
  await userEvent.click(screen.getByRole('button', { name: 'środa, 11 listopada' }));
  expect(onSelect).toHaveBeenCalledWith('2026-11-11');
});

describe('the arrows', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // Reduced motion: the 500 ms animation becomes an immediate move the test can read.
    window.matchMedia = (query: string) => ({ matches: query.includes('reduced-motion'), media: query }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('page by seven days and stop at the ends', () => {
    renderStrip();
    const next = screen.getByRole('button', { name: 'Późniejsze dni' });
    const previous = screen.getByRole('button', { name: 'Wcześniejsze dni' });
    const viewport = strip().parentElement!;
    let left = 0;
    Object.defineProperties(viewport, {
      clientWidth: { configurable: true, value: 600 },
      scrollWidth: { configurable: true, value: 30 * 72 },
      scrollLeft: { configurable: true, get: () => left, set: (value: number) => (left = value) },
    });
    fireEvent.scroll(viewport);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    // 600 px fits 8 cells of 72 px; a press moves 7 of them.
    expect(left).toBe(7 * 72);
    fireEvent.scroll(viewport);
    expect(previous).toBeEnabled();

    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(left).toBe(30 * 72 - 600);
    fireEvent.scroll(viewport);
    expect(next).toBeDisabled();

    fireEvent.click(previous);
    expect(left).toBe(30 * 72 - 600 - 7 * 72);
  });
});
