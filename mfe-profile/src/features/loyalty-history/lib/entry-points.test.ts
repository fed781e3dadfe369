import { documentOf, nextPages, pointsChange } from './entry-points.ts';

test('an entry adds its points in and takes its points out', () => {
  expect(pointsChange({ points: { in: 120, out: 0 } })).toBe(120);
  expect(pointsChange({ points: { in: 0, out: 49 } })).toBe(-49);
  expect(pointsChange({ points: { in: 0, out: 0 } })).toBe(0);
});

test('an entry opens its receipt or its return, or nothing', () => {
  expect(documentOf({ receiptId: 'r1', returnId: null })).toEqual({ kind: 'receipt', id: 'r1' });
  expect(documentOf({ receiptId: null, returnId: 'z1' })).toEqual({ kind: 'return', id: 'z1' });
  expect(documentOf({ receiptId: null, returnId: null })).toBeNull();
});

test('the next page is added once; the last page has none', () => {
  const first = ['/p?skip=0'];
  expect(nextPages(first, '/p?skip=15')).toEqual(['/p?skip=0', '/p?skip=15']);
  expect(nextPages(['/p?skip=0', '/p?skip=15'], '/p?skip=15')).toEqual(['/p?skip=0', '/p?skip=15']);
  expect(nextPages(first, undefined)).toEqual(first);
});
