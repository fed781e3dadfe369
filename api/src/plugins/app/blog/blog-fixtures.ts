import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../../../config.ts';

/*
 * Content folders for the blog's tests: the hand-written fixtures of test-fixtures/
 * (three categories, four posts — one full of markup that must not survive — banners,
 * slider, a hosted clip and a YouTube video), copied into a temporary folder a test may
 * change, optionally with more generated posts for the paging rules.
 */

export const BLOG_FIXTURES_DIR = path.join(findRepoRoot(), 'api', 'src', 'plugins', 'app', 'blog', 'test-fixtures');

/** The fixtures' four posts, newest first. */
export const FIXTURE_POSTS = ['broda-w-formie', 'balayage-krok-po-kroku', 'pielegnacja-zima', 'niebezpieczny-kod'] as const;

/** Category slugs of the fixtures by id. */
const CATEGORIES = ['pielegnacja-wlosow', 'koloryzacja', 'barber'] as const;
const BANNERS = ['interior-04', 'interior-06', 'barber-03', 'storefront-01'] as const;

/** A generated post's file name: `porada-07`. */
export const generatedPost = (n: number) => `porada-${String(n).padStart(2, '0')}`;

/**
 * Writes a post file. Generated posts are dated 2024, one a day from 1 January (older
 * than every hand-written one), in the three categories by turn; every fifth is promoted.
 */
export function writePost(folder: string, name: string, frontMatter: Record<string, string>, body: string, extension = 'md'): void {
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(path.join(folder, 'posts', `${name}.${extension}`), `---\n${lines.join('\n')}\n---\n${body}\n`);
}

export interface BlogFixture {
  folder: string;
  remove(): void;
}

/** A copy of the fixtures with `extraPosts` generated posts (`porada-01` …). */
export function blogFixture(options: { extraPosts?: number } = {}): BlogFixture {
  const folder = mkdtempSync(path.join(tmpdir(), 'salon-blog-'));
  cpSync(BLOG_FIXTURES_DIR, folder, { recursive: true });
  for (let n = 1; n <= (options.extraPosts ?? 0); n += 1) {
    const day = String(n).padStart(2, '0');
    writePost(
      folder,
      generatedPost(n),
      {
        title: `Porada numer ${n}`,
        category: CATEGORIES[n % CATEGORIES.length]!,
        author: 'Zespół Kosmyk',
        date: `2024-${n > 31 ? '02' : '01'}-${n > 31 ? String(n - 31).padStart(2, '0') : day}T10:00`,
        banner: BANNERS[n % BANNERS.length]!,
        short: `Krótka porada numer ${n} od fryzjerek Kosmyk.`,
        meta_description: `Porada numer ${n}.`,
        tags: '[porady]',
        promoted: n % 5 === 0 ? 'true' : 'false',
      },
      `Treść porady numer ${n}: szczotkuj włosy od końcówek.`,
    );
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
