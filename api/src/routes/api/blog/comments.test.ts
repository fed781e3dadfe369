import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from '@salon/contracts/blog-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { blogFixture } from '../../../plugins/app/blog/blog-fixtures.ts';

/*
 * Comments under an article: anyone reads them, newest first a page at a time; a signed-in
 * customer writes plain text (never HTML), 5 in 10 minutes at most.
 */

const fixture = blogFixture();
const t = testAppForFile({ seed: false, blogFolder: fixture.folder });
afterAll(() => fixture.remove());

let postId = 0;
let inactivePostId = 0;
beforeAll(async () => {
  const posts = await t.database.db.selectFrom('blog_posts').select(['id', 'link_rewrite']).execute();
  postId = posts.find((post) => post.link_rewrite === 'balayage-krok-po-kroku')!.id;
  inactivePostId = posts.find((post) => post.link_rewrite === 'niebezpieczny-kod')!.id;
  await t.database.db.updateTable('blog_posts').set({ active: false }).where('id', '=', inactivePostId).execute();
});

const url = (id: number | string = postId, page?: number | string) => `/api/blog/posts/${id}/comments${page === undefined ? '' : `?page=${page}`}`;
const list = (headers: Record<string, string> = {}, page?: number | string, id: number | string = postId) =>
  t.app.inject({ method: 'GET', url: url(id, page), headers });
const write = (headers: Record<string, string>, payload: unknown, id: number | string = postId) =>
  t.app.inject({ method: 'POST', url: url(id), headers, payload: payload as object });

// Each test counts its own comments.
beforeEach(async () => {
  await t.database.db.deleteFrom('blog_comments').execute();
});

test('a guest reads comments but cannot write one (401)', async () => {
  expect((await list()).json()).toEqual({ data: [], page: 1, totalPages: 0, totalComments: 0 });
  const response = await write({}, { body: 'Świetny artykuł!' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
});

test('a customer writes; the answer is the comment, the author first name and initial, mine for its writer only', async () => {
  const anna = await t.signUp({ firstName: 'Anna', lastName: 'Kowalska' });
  const ola = await t.signUp({ firstName: 'Ola', lastName: 'Nowak' });
  const response = await write(anna.headers, { body: '  Dziękuję, umówiłam się na konsultację.\r\nPolecam!  ' });
  expect(response.statusCode).toBe(201);
  const created = response.json();
  expect(created).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    author: 'Anna K.',
    body: 'Dziękuję, umówiłam się na konsultację.\nPolecam!',
    createdAt: '2026-11-23T08:00:00',
    mine: true,
  });
  expect((await list(anna.headers)).json().data).toEqual([created]);
  expect((await list(ola.headers)).json().data).toEqual([{ ...created, mine: false }]);
  expect((await list()).json()).toEqual({ data: [{ ...created, mine: false }], page: 1, totalPages: 1, totalComments: 1 });
});

test('the author: an initial of any alphabet, the first name alone without a last name', async () => {
  const lukasz = await t.signUp({ firstName: 'Łukasz', lastName: 'żak' });
  expect((await write(lukasz.headers, { body: 'Dobre rady.' })).json().author).toBe('Łukasz Ż.');
  const user = await t.signUp({ firstName: 'Basia' });
  await t.database.db.updateTable('users').set({ last_name: null }).where('id', '=', user.id).execute();
  expect((await write(user.headers, { body: 'Dzięki!' })).json().author).toBe('Basia');
});

test('HTML is text: stored and answered exactly as written', async () => {
  const anna = await t.signUp();
  const body = '<script>alert(1)</script><img src=x onerror="alert(2)"> <b>pogrubienie?</b> &amp; javascript:alert(3)';
  expect((await write(anna.headers, { body })).json().body).toBe(body);
  expect((await list()).json().data[0].body).toBe(body);
  expect(await t.database.db.selectFrom('blog_comments').select('body').execute()).toEqual([{ body }]);
});

test.each([
  ['empty', ''],
  ['blank', '   \n\t  '],
  ['one character', ' a '],
  ['too long', 'a'.repeat(COMMENT_MAX_LENGTH + 1)],
  ['a control character', 'ab\u0000cd'],
  ['half a surrogate pair', 'ab\ud800cd'],
  ['one emoji (one character, two UTF-16 units)', '💇'],
  ['not text', { text: 'ab' }],
])('a body that is %s: 400 INVALID_VALUE on body', async (_what, body) => {
  const anna = await t.signUp();
  const response = await write(anna.headers, { body });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
});

test('2 and 2000 characters are fine; no body at all is a 400 on body', async () => {
  const anna = await t.signUp();
  expect((await write(anna.headers, { body: 'ok' })).statusCode).toBe(201);
  expect((await write(anna.headers, { body: 'ą'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(201);
  expect((await write(anna.headers, { body: '💇'.repeat(COMMENT_MAX_LENGTH) })).statusCode).toBe(201);
  expect((await write(anna.headers, {})).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
});

test('an unknown or inactive post: 404 on postId; a malformed id or page: 400', async () => {
  const anna = await t.signUp();
  for (const id of [999_999, inactivePostId]) {
    expect((await list({}, undefined, id)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'postId' });
    expect((await write(anna.headers, { body: 'Komentarz' }, id)).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'postId' });
  }
  for (const id of ['abc', '0', '2147483648', '1.5']) {
    expect((await list({}, undefined, id)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'postId' });
  }
  for (const page of ['0', 'abc', '-1']) {
    expect((await list({}, page)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'page' });
  }
});

test('newest first, 10 a page; a page past the end is empty with the true totals', async () => {
  const users = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
  // 23 comments a minute apart, written straight to the table (the route would limit them).
  await t.database.db
    .insertInto('blog_comments')
    .values(
      Array.from({ length: 23 }, (_, i) => ({
        post_id: postId,
        user_id: users[i % 3]!.id,
        body: `Komentarz ${i + 1}`,
        created_at: TEST_NOW.minus({ minutes: 23 - i }).toJSDate(),
      })),
    )
    .execute();
  const pages = await Promise.all([1, 2, 3].map(async (page) => (await list(users[0]!.headers, page)).json()));
  expect(pages.map((page) => [page.page, page.totalPages, page.totalComments, page.data.length])).toEqual([
    [1, 3, 23, COMMENTS_PAGE_SIZE],
    [2, 3, 23, COMMENTS_PAGE_SIZE],
    [3, 3, 23, 3],
  ]);
  const bodies = pages.flatMap((page) => page.data.map((comment: { body: string }) => comment.body));
  expect(bodies).toEqual(Array.from({ length: 23 }, (_, i) => `Komentarz ${23 - i}`));
  expect(pages[0].data[0]).toMatchObject({ body: 'Komentarz 23', createdAt: '2026-11-23T07:59:00', mine: false });
  // Komentarz 22 is the first customer's (i = 21, 21 % 3 = 0).
  expect(pages[0].data.map((comment: { mine: boolean }) => comment.mine).slice(0, 3)).toEqual([false, true, false]);
  expect((await list({}, 4)).json()).toEqual({ data: [], page: 4, totalPages: 3, totalComments: 23 });
  // Other posts' comments are theirs.
  const other = await t.database.db.selectFrom('blog_posts').select('id').where('link_rewrite', '=', 'broda-w-formie').executeTakeFirstOrThrow();
  expect((await list({}, 1, other.id)).json().totalComments).toBe(0);
});

test('5 comments in 10 minutes per customer: the 6th is 429 RATE_LIMITED; another customer at the same address still writes', async () => {
  const eager = await t.signUp();
  const other = await t.signUp();
  const send = (headers: Record<string, string>, n: number) =>
    t.app.inject({ method: 'POST', url: url(), headers, payload: { body: `Komentarz numer ${n}` }, remoteAddress: '10.20.30.40' });
  for (let n = 1; n <= 5; n += 1) expect((await send(eager.headers, n)).statusCode).toBe(201);
  const limited = await send(eager.headers, 6);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  expect(limited.json().retryAfterSeconds).toBeGreaterThan(500);
  expect((await send(other.headers, 1)).statusCode).toBe(201);
  expect((await list()).json().totalComments).toBe(6);
});
