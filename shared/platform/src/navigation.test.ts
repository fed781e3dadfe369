import { exactQuery, isExactQuery } from './navigation.ts';

it('marks a navigation state, keeping the caller’s own keys', () => {
  const state = exactQuery({ from: 'area' });
  expect(state).toMatchObject({ from: 'area' });
  expect(isExactQuery(state)).toBe(true);
  expect(isExactQuery(exactQuery())).toBe(true);
});

it('treats any other state as an ordinary navigation', () => {
  for (const state of [null, undefined, 'exact', { from: 'area' }, { salonExactQuery: 'yes' }]) {
    expect(isExactQuery(state)).toBe(false);
  }
});
