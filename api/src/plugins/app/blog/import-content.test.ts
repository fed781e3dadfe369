import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { seedBlogIfMissing } from '../../../db/seed/blog.ts';
import { blogFixture, writePost, type BlogFixture } from './blog-fixtures.ts';
import { BLOG_CONTENT_DIR, importBlogContent, importBlogFolder } from './import-content.ts';
import { ContentError, type ContentProblem } from './content-check.ts';
import { readBlogContent } from './read-content.ts';

/*
 * The import behind `npm run content -- import` and the seed: everything checked before
 * anything is written, one transaction, upserts that make a second run change nothing,
 * and HTML that arrives sanitised.
 */

const t = testAppForFile({ seed: false });
const fixtures: BlogFixture[] = [];
const fixture = (options?: Parameters<typeof blogFixture>[0]) => {
  const made = blogFixture(options);
  fixtures.push(made);
  return made.folder;
};
afterAll(() => fixtures.forEach((made) => made.remove()));

const db = () => t.database.db;

/** Every row of the blog's tables, to compare before and after. */
async function snapshot() {
  return {
    categories: await db().selectFrom('blog_categories').selectAll().orderBy('id').execute(),
    posts: await db().selectFrom('blog_posts').selectAll().orderBy('id').execute(),
    banners: await db().selectFrom('blog_banners').selectAll().orderBy('id').execute(),
    slider: await db().selectFrom('blog_slider').selectAll().orderBy('id').execute(),
    videos: await db().selectFrom('blog_videos').select(['id', 'title', 'image', 'youtube_link', 'file_name', 'size', 'hash', 'position']).orderBy('id').execute(),
  };
}

async function problemsOf(folder: string): Promise<ContentProblem[]> {
  const error = await importBlogFolder(db(), folder).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ContentError);
  return [...(error as ContentError).problems];
}

beforeEach(async () => {
  // Each test starts from an empty blog.
  await db().deleteFrom('blog_comments').execute();
  await db().deleteFrom('blog_posts').execute();
  await db().deleteFrom('blog_videos').execute();
  await db().deleteFrom('blog_banners').execute();
  await db().deleteFrom('blog_slider').execute();
  await db().deleteFrom('blog_categories').execute();
});

test('the fixtures import: photo names become variant URLs, the clip its bytes, Markdown sanitised HTML', async () => {
  const summary = await importBlogFolder(db(), fixture());
  expect(summary).toEqual({
    imported: true,
    categories: 3,
    posts: { added: 4, updated: 0, unchanged: 0, deactivated: 0 },
    banners: 2,
    slider: 2,
    videos: 2,
  });
  const post = await db().selectFrom('blog_posts').selectAll().where('link_rewrite', '=', 'pielegnacja-zima').executeTakeFirstOrThrow();
  expect(post).toMatchObject({
    title: 'Włosy zimą – jak je chronić',
    banner: '/api/images/salons/interior-07-2e862986/5_3.webp',
    short_content: '<p>Mróz, wiatr i suche powietrze z kaloryferów. <strong>Trzy nawyki</strong>, które pomagają włosom przetrwać zimę.</p>',
    meta_title: 'Włosy zimą – poradnik Kosmyk',
    tags: ['zima', 'pielęgnacja', 'nawilżanie'],
    promoted: true,
    video_id: null,
    date_add: new Date('2025-01-10T08:30:00Z'),
    date_upd: new Date('2025-01-12T17:00:00Z'),
  });
  // The body's h1 is an h2 under the page's title; links keep their targets.
  expect(post.content).toContain('<h2>Dlaczego zimą jest trudniej</h2>');
  expect(post.content).toContain('<a href="/salony">zabieg nawilżający</a>');
  expect(post.content).toContain('<a href="https://pl.wikipedia.org/wiki/W%C5%82os" rel="noopener noreferrer">Wikipedii</a>');
  expect(post.content).toContain('<img src="/api/images/salons/interior-07-2e862986/5_3.webp" alt="Stanowisko do mycia" loading="lazy" />');

  const clip = await db().selectFrom('blog_videos').selectAll().where('id', '=', 'salon-tour').executeTakeFirstOrThrow();
  const bytes = readFileSync(path.join(fixtures[0]!.folder, 'videos', 'salon-tour.webm'));
  expect(clip).toMatchObject({ file_name: 'salon-tour.webm', content_type: 'video/webm', size: bytes.length, youtube_link: null });
  expect(Buffer.from(clip.data!).equals(bytes)).toBe(true);
  const banner = await db().selectFrom('blog_banners').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  expect(banner).toMatchObject({ image: '/api/images/salons/panorama-02-e5c5213e/17_6.webp', image_mobile: '/api/images/salons/interior-07-2e862986/5_3.webp' });
});

test('a <script>, an onerror attribute and a javascript: link never survive the import', async () => {
  await importBlogFolder(db(), fixture());
  const post = await db().selectFrom('blog_posts').selectAll().where('link_rewrite', '=', 'niebezpieczny-kod').executeTakeFirstOrThrow();
  expect(post.short_content).toBe('<p>Lead z obrazkiem i linkiem.</p>');
  expect(post.content).toBe(
    [
      '<h2>Nagłówek</h2>',
      '<p>Tekst akapitu.</p>',
      '<img src="/api/images/salons/interior-02-c481fc16/5_3.webp" alt="Salon" loading="lazy" />',
      '',
      '<p>zły link drugi dane <a href="/o-nas">o nas</a></p>',
    ].join('\n'),
  );
  const stored = (await db().selectFrom('blog_posts').select(['content', 'short_content']).execute()).flatMap((row) => [row.content, row.short_content]);
  for (const html of stored) {
    expect(html).not.toMatch(/<script|<style|<iframe|\son\w+\s*=|javascript:|data:/i);
  }
});

test('importing again changes nothing; an edited post keeps its id and counters; a removed one is deactivated, then comes back', async () => {
  const folder = fixture();
  await importBlogFolder(db(), folder);
  await db().updateTable('blog_posts').set({ views: 7 }).where('link_rewrite', '=', 'broda-w-formie').execute();
  const first = await snapshot();

  const again = await importBlogFolder(db(), folder);
  expect(again.posts).toEqual({ added: 0, updated: 0, unchanged: 4, deactivated: 0 });
  expect(await snapshot()).toEqual(first);

  const file = path.join(folder, 'posts', 'broda-w-formie.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('title: Broda w formie', 'title: Broda w dobrej formie'));
  const balayageFile = readFileSync(path.join(folder, 'posts', 'balayage-krok-po-kroku.md'), 'utf8');
  rmSync(path.join(folder, 'posts', 'balayage-krok-po-kroku.md'));
  const edited = await importBlogFolder(db(), folder);
  expect(edited.posts).toEqual({ added: 0, updated: 1, unchanged: 2, deactivated: 1 });
  const rows = await db().selectFrom('blog_posts').select(['id', 'link_rewrite', 'title', 'views', 'active', 'video_id']).orderBy('id').execute();
  const byName = (name: string) => rows.find((row) => row.link_rewrite === name)!;
  const beard = first.posts.find((row) => row.link_rewrite === 'broda-w-formie')!;
  expect(byName('broda-w-formie')).toMatchObject({ id: beard.id, title: 'Broda w dobrej formie', views: 7, active: true });
  expect(byName('balayage-krok-po-kroku')).toMatchObject({ active: false, video_id: null });

  writeFileSync(path.join(folder, 'posts', 'balayage-krok-po-kroku.md'), balayageFile);
  const back = await importBlogFolder(db(), folder);
  expect(back.posts).toEqual({ added: 0, updated: 1, unchanged: 3, deactivated: 0 });
  const balayage = first.posts.find((row) => row.link_rewrite === 'balayage-krok-po-kroku')!;
  expect(await db().selectFrom('blog_posts').select(['id', 'title', 'active', 'video_id']).where('link_rewrite', '=', 'balayage-krok-po-kroku').executeTakeFirstOrThrow()).toEqual({
    id: balayage.id,
    title: 'Balayage krok po kroku',
    active: true,
    video_id: 'salon-tour',
  });
});

test('entries left out of banners, slider, videos and categories go (categories stop being listed)', async () => {
  const folder = fixture();
  await importBlogFolder(db(), folder);
  const json = (file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const banners = json('banners.json');
  writeFileSync(path.join(folder, 'banners.json'), JSON.stringify({ banners: banners.banners.slice(1) }));
  rmSync(path.join(folder, 'slider.json'));
  const videos = json('videos.json');
  writeFileSync(path.join(folder, 'videos.json'), JSON.stringify({ videos: videos.videos.filter((video: { id: string }) => video.id === 'salon-tour') }));
  rmSync(path.join(folder, 'posts', 'broda-w-formie.md'));
  const categories = json('categories.json');
  writeFileSync(path.join(folder, 'categories.json'), JSON.stringify({ categories: categories.categories.filter((category: { id: number }) => category.id !== 4) }));

  await importBlogFolder(db(), folder);
  expect(await db().selectFrom('blog_banners').select('id').execute()).toEqual([{ id: 2 }]);
  expect(await db().selectFrom('blog_slider').select('id').execute()).toEqual([]);
  expect(await db().selectFrom('blog_videos').select('id').execute()).toEqual([{ id: 'salon-tour' }]);
  expect(await db().selectFrom('blog_categories').select(['id', 'active']).orderBy('id').execute()).toEqual([
    { id: 1, active: true },
    { id: 2, active: true },
    { id: 4, active: false },
  ]);
});

test('one bad file: every problem is listed by file and field, and nothing is written', async () => {
  const folder = fixture();
  await importBlogFolder(db(), folder);
  const before = await snapshot();

  writePost(folder, 'nowy-artykul', { title: 'Nowy artykuł', category: 'koloryzacja', date: '2025-04-01T10:00', banner: 'interior-01', short: 'Lead.', meta_description: 'Opis.' }, 'Treść.');
  writePost(folder, 'zly-artykul', { category: 'manicure', date: '2025-13-01 10:00', banner: 'interior-99', short: 'Lead.', meta_description: 'Opis.', video: 'brak', promoted: 'tak', autor: 'literówka' }, 'Treść.');
  writeFileSync(path.join(folder, 'posts', 'Wielkie-Litery.md'), '---\ntitle: x\n---\n');
  writeFileSync(path.join(folder, 'posts', 'bez-front-matter.md'), 'Sama treść.');
  writeFileSync(path.join(folder, 'posts', 'notatka.txt'), 'x');
  appendFileSync(path.join(folder, 'slider.json'), '}');
  const videos = JSON.parse(readFileSync(path.join(folder, 'videos.json'), 'utf8'));
  videos.videos.push(
    { id: 'oba', file: 'oba.webm', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', image: 'interior-01', title: { pl: 'a', en: 'b', fr: 'c' } },
    { id: 'brak-pliku', file: 'brak-pliku.webm', image: 'interior-01', title: { pl: 'a', en: 'b' } },
    { id: 'vimeo', link: 'https://vimeo.com/1', image: 'interior-01', title: { pl: 'a', en: 'b', fr: 'c' } },
  );
  writeFileSync(path.join(folder, 'videos.json'), JSON.stringify(videos));
  const banners = JSON.parse(readFileSync(path.join(folder, 'banners.json'), 'utf8'));
  banners.banners.push({ id: 1, url: 'javascript:alert(1)', image: 'panorama-01', image_mobile: 'interior-01', title: { pl: 'a', en: 'b', fr: 'c' } });
  writeFileSync(path.join(folder, 'banners.json'), JSON.stringify(banners));

  const problems = await problemsOf(folder);
  const where = problems.map((problem) => `${problem.file} ${problem.field}`);
  expect(where).toEqual(
    expect.arrayContaining([
      'posts/zly-artykul.md title',
      'posts/zly-artykul.md category',
      'posts/zly-artykul.md date',
      'posts/zly-artykul.md banner',
      'posts/zly-artykul.md video',
      'posts/zly-artykul.md promoted',
      'posts/zly-artykul.md autor',
      'posts/Wielkie-Litery.md file',
      'posts/bez-front-matter.md front matter',
      'posts/notatka.txt file',
      'slider.json file',
      'videos.json videos[2]',
      'videos.json videos[3].file',
      'videos.json videos[3].title.fr',
      'videos.json videos[4].link',
      'banners.json banners[2].url',
      'banners.json banners[2].id',
    ]),
  );
  expect(where.filter((place) => place.startsWith('posts/nowy-artykul.md'))).toEqual([]);
  expect(problems.find((problem) => problem.field === 'category')).toEqual({
    file: 'posts/zly-artykul.md',
    field: 'category',
    problem: '"manicure" is not a link_rewrite of categories.json',
  });
  expect(problems.find((problem) => problem.field === 'banner')?.problem).toBe('"interior-99" is not a photo of api/assets/salon-photos/photos.json');
  expect(await snapshot()).toEqual(before);
});

test('a failure while writing rolls the whole import back', async () => {
  const folder = fixture();
  await importBlogFolder(db(), folder);
  const before = await snapshot();
  const content = await readBlogContent(folder);
  // Bypasses the checks: a post of a category that does not exist fails on its foreign key
  // after the categories, videos and other posts were written in the same transaction.
  content.categories = content.categories.map((category) => ({ ...category, name: { pl: 'Zmieniona', en: 'Changed', fr: 'Changée' } }));
  content.posts = [...content.posts, { ...content.posts[0]!, link_rewrite: 'sierota', category_id: 99, source_hash: 'x' }];
  await expect(importBlogContent(db(), content)).rejects.toThrow();
  expect(await snapshot()).toEqual(before);
});

test('a clip that is not WebM, or a file the clip is not named after, is refused', async () => {
  const folder = fixture();
  writeFileSync(path.join(folder, 'videos', 'salon-tour.webm'), 'GIF89a not a video');
  const problems = await problemsOf(folder);
  expect(problems).toContainEqual({ file: 'videos.json', field: 'videos[0].file', problem: 'videos/salon-tour.webm is not a WebM file' });
  const videos = JSON.parse(readFileSync(path.join(folder, 'videos.json'), 'utf8'));
  videos.videos[0].file = 'inna-nazwa.webm';
  writeFileSync(path.join(folder, 'videos.json'), JSON.stringify(videos));
  expect((await problemsOf(folder)).map((problem) => problem.field)).toContain('videos[0].file');
});

test('the seed imports into an empty blog only', async () => {
  const folder = fixture();
  expect(await seedBlogIfMissing(db(), { folder })).toBe(true);
  await db().updateTable('blog_posts').set({ title: 'Zmieniony w bazie' }).where('link_rewrite', '=', 'broda-w-formie').execute();
  expect(await seedBlogIfMissing(db(), { folder })).toBe(false);
  const row = await db().selectFrom('blog_posts').select('title').where('link_rewrite', '=', 'broda-w-formie').executeTakeFirstOrThrow();
  expect(row.title).toBe('Zmieniony w bazie');
});

test('the real content of api/content/blog imports cleanly: every file valid, every category, photo and video found', async () => {
  // A writer's mistake fails here with the file, the field and the problem.
  const content = await readBlogContent(BLOG_CONTENT_DIR).catch((error: unknown) => {
    throw new Error(error instanceof Error ? error.message : String(error));
  });
  const summary = await importBlogContent(db(), content);
  expect(summary.posts.added).toBe(content.posts.length);
  // Issue 16: at least 40 articles across at least 6 categories, banners and videos for the home page.
  expect(content.posts.length).toBeGreaterThanOrEqual(40);
  expect(new Set(content.posts.map((post) => post.category_id)).size).toBeGreaterThanOrEqual(6);
  expect(content.banners.length).toBeGreaterThan(0);
  expect(content.videos.length).toBeGreaterThan(0);
  expect(content.categories.map((category) => category.link_rewrite)).toEqual([
    'pielegnacja-wlosow',
    'koloryzacja',
    'strzyzenia-i-fryzury',
    'barber',
    'kosmetyka',
    'nowosci-z-salonow',
    'slub-i-okazje',
  ]);
});
