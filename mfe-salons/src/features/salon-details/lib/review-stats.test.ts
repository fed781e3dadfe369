import { initialsOf, scorePercentages } from './review-stats.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('scorePercentages', () => {
  it('gives the exact share when it is whole', () => {
    expect(scorePercentages([0, 0, 1, 1, 2])).toEqual([0, 0, 25, 25, 50]);
  });

  it('adds the missing points to the largest remainders, so three equal scores make 100', () => {
    // 33.33… each: plain rounding would show 99 %.
    expect(scorePercentages([0, 0, 1, 1, 1])).toEqual([0, 0, 33, 33, 34]);
    expect(sum(scorePercentages([0, 0, 1, 1, 1]))).toBe(100);
  });

  it('stays at 100 where plain rounding would pass it; a tie goes to the larger count, then the higher score', () => {
    // 16.67 + 16.67 + 66.67: rounding each gives 17 + 17 + 67 = 101.
    expect(scorePercentages([1, 1, 0, 0, 4])).toEqual([16, 17, 0, 0, 67]);
  });

  it('gives the missing points to the shares that lost the most by rounding down', () => {
    // 0.3, 0.4, 1.8, 8, 89.5: 98 after rounding down; 1.8 and 89.5 lost the most.
    expect(scorePercentages([3, 4, 18, 80, 895])).toEqual([0, 0, 2, 8, 90]);
  });

  it.each([
    [[12, 7, 31, 140, 650]],
    [[1, 2, 3, 4, 5]],
    [[0, 0, 0, 0, 1]],
    [[333, 333, 333, 1, 0]],
    [[7, 7, 7, 7, 7]],
  ])('sums to exactly 100 for %j', (counts) => {
    expect(sum(scorePercentages(counts))).toBe(100);
  });

  it('is all zeros without reviews, and ignores negative or broken counts', () => {
    expect(scorePercentages([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(scorePercentages([-3, Number.NaN, 0, 0, 2])).toEqual([0, 0, 0, 0, 100]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Anna Nowak', 'AN'],
    ['ewa', 'E'],
    ['  Łukasz  Żak  Wiśniewski ', 'ŁŻ'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
