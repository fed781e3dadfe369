/**
 * Whole percentages of each score that always add up to exactly 100 (when there is
 * at least one review), by the largest-remainder method: every share is rounded down,
 * then the points still missing go, one each, to the shares that lost the most by
 * rounding (on a tie, to the score with more reviews, then to the higher score).
 * Plain rounding would show 33 + 33 + 33 = 99 % for three equal scores.
 *
 * `counts` and the result are in the same order (the API's `reviewsPerScore`: one star
 * first). No reviews: every share is 0.
 *
 * @example scorePercentages([1, 1, 1, 0, 0]) // [34, 33, 33, 0, 0]
 */
export function scorePercentages(counts: readonly number[]): number[] {
  const safe = counts.map((count) => (Number.isFinite(count) && count > 0 ? count : 0));
  const total = safe.reduce((sum, count) => sum + count, 0);
  if (total === 0) return safe.map(() => 0);
  const exact = safe.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value), count: safe[index] ?? 0 }))
    .sort((a, b) => b.remainder - a.remainder || b.count - a.count || b.index - a.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}

/** "AN" for "Anna Nowak", "E" for "Ewa": the avatar drawn when a reviewer has no picture. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}
