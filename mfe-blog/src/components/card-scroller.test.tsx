import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import { CardScroller } from './card-scroller.tsx';

function renderRow() {
  return renderWithUi(
    <CardScroller title="Filmy" previousLabel="Poprzednie filmy" nextLabel="Następne filmy">
      <li>Pierwszy</li>
      <li>Drugi</li>
    </CardScroller>,
  );
}

/** jsdom lays nothing out: give every element the box of a row 1000 px wide in a 400 px window. */
function fakeLayout(scrollWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  const scrollBy = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  return scrollBy;
}

beforeAll(() => initI18n());
afterEach(() => {
  delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
});

it('is a region named by its heading that the keyboard can focus', () => {
  renderRow();
  const row = screen.getByRole('region', { name: 'Filmy' });
  expect(row).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('heading', { level: 2, name: 'Filmy' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('has no buttons while every card fits', () => {
  fakeLayout(400);
  renderRow();
  expect(screen.queryByRole('button')).toBeNull();
});

it('pages the row with its buttons while it overflows, each disabled at its end', async () => {
  const scrollBy = fakeLayout(1000);
  renderRow();
  const previous = screen.getByRole('button', { name: 'Poprzednie filmy' });
  const next = screen.getByRole('button', { name: 'Następne filmy' });
  expect(previous).toBeDisabled();
  await userEvent.click(next);
  expect(scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'smooth' });

  const row = screen.getByRole('region', { name: 'Filmy' });
  row.scrollLeft = 600;
  act(() => {
    row.dispatchEvent(new Event('scroll'));
  });
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();
  await userEvent.click(previous);
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -360, behavior: 'smooth' });
});
