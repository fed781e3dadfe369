import { parsePageQuery } from './page-query.ts';

describe('parsePageQuery', () => {
  it('reads a positive page', () => {
    expect(parsePageQuery('?page=1')).toBe(1);
    expect(parsePageQuery('?page=3')).toBe(3);
    expect(parsePageQuery('page=12&utm_source=x')).toBe(12);
    expect(parsePageQuery(new URLSearchParams({ page: '2' }))).toBe(2);
  });

  it('ignores a missing page', () => {
    expect(parsePageQuery('')).toBeNull();
    expect(parsePageQuery('?category=news')).toBeNull();
  });

  it.each(['0', '-1', '-0', 'abc', '', '2.5', '1e2', ' 2', '0x10', '99999999999999999999'])('ignores page=%j', (value) => {
    expect(parsePageQuery(`?page=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('ignores a page above the total when the total is known', () => {
    expect(parsePageQuery('?page=5', 4)).toBeNull();
    expect(parsePageQuery('?page=4', 4)).toBe(4);
  });
});
