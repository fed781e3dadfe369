/*
 * The size budgets of the site (issue 20): the most JavaScript, gzip level 9, that a
 * first visit of each page may download, in KiB, checked by deploy/e2e/size-budget.spec.ts
 * and printed by `npm run bench:size`. Edit on purpose: a budget goes up only with a
 * reason in the commit, and comes down as the pages get lighter.
 *
 * `budgetKiB` is what CI enforces today: the size measured when the budget was last
 * lowered (the browser suite's measure on 2026-11-26, after decision 0031's lent
 * federation libraries), plus about 2 %. `targetKiB` is issue 20's aim (/home 150, the booking's first
 * step 260, any other page 220); each budget comes down toward its target as that work
 * lands (decision 0033 says what stands between them). Raised once by 1–2 KiB on
 * 2026-11-27 for what every page now carries (decision 0038): the canary draw
 * (@salon/contracts/canary), the visitor id, the remote-health counts and the registry
 * schema's `canary` (measured: /home 223.2, /blog 262.2, the article 282.1, /pracuj-z-nami
 * 258.1 KiB).
 */

export interface SizeBudget {
  /** A page of the site, as a first visit opens it. */
  path: string;
  budgetKiB: number;
  targetKiB: number;
}

export const SIZE_BUDGETS: readonly SizeBudget[] = [
  { path: '/home', budgetKiB: 224, targetKiB: 150 },
  { path: '/rezerwacja/miasto', budgetKiB: 282, targetKiB: 260 },
  { path: '/salony', budgetKiB: 266, targetKiB: 220 },
  { path: '/blog', budgetKiB: 263, targetKiB: 220 },
  { path: '/blog/koloryzacja/balayage-ombre-czy-pasemka', budgetKiB: 283, targetKiB: 220 },
  { path: '/pracuj-z-nami', budgetKiB: 259, targetKiB: 220 },
  { path: '/profil', budgetKiB: 390, targetKiB: 220 },
  { path: '/sklep', budgetKiB: 281, targetKiB: 220 },
];
