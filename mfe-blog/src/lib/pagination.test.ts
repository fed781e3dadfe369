import { paginationItems, type PaginationItem } from './pagination.ts';

/** The bar as text: page numbers and '…' for gaps. */
const bar = (items: PaginationItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('paginationItems', () => {
  it.each([
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [3, 5, '1 2 3 4 5'],
    [5, 5, '1 2 3 4 5'],
  ])('shows every page when there are 5 or fewer (page %i of %i)', (current, total, expected) => {
    expect(bar(paginationItems(current, total))).toBe(expected);
  });

  it.each([
    [1, 6, '1 2 … 6'],
    [1, 10, '1 2 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 9 10'],
    [3, 6, '1 2 3 4 5 6'],
  ])('from 6 pages shows the first, the last and the current ±1 with gaps (page %i of %i)', (current, total, expected) => {
    expect(bar(paginationItems(current, total))).toBe(expected);
  });

  it('has nothing for an empty list and keeps a current page out of range on the bar', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(bar(paginationItems(12, 10))).toBe('1 … 9 10');
  });

  it('gives each gap its own key', () => {
    const gaps = paginationItems(5, 10).filter((item) => item.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', key: 'start' },
      { kind: 'gap', key: 'end' },
    ]);
  });
});
