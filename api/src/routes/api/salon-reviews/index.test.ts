import type { Review } from '@salon/contracts/catalog-api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function reviews(id: string): Promise<Review[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/salon-reviews/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Review[]>();
}

async function failure(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('GET /api/salon-reviews/{id}', () => {
  test("the salon's reviews, newest first, with ISO instants", async () => {
    const salonId = 'M101';
    const answer = await reviews(salonId);
    const rows = await t.app.db.selectFrom('salon_reviews').selectAll().where('salon_id', '=', salonId).execute();
    expect(answer).toHaveLength(rows.length);
    expect(answer.length).toBeGreaterThan(1);
    const times = answer.map((r) => Date.parse(r.reviewTimestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
    expect(answer[0]).toEqual({
      authorId: newest?.author_id,
      authorTitle: newest?.author_title,
      authorImage: newest?.author_image,
      authorLink: newest?.author_link,
      reviewRating: newest?.rating,
      reviewText: newest?.body,
      reviewTimestamp: newest?.created_at.toISOString(),
      reviewLink: newest?.link,
      reviewLikes: newest?.likes,
      reviewImageUrls: newest?.image_urls,
      ownerAnswer: newest?.owner_answer,
      ownerAnswerTimestamp: newest?.owner_answer_at?.toISOString() ?? null,
    });
    expect(answer[0]?.reviewTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('an added review comes first, with its owner answer', async () => {
    await t.app.db
      .insertInto('salon_reviews')
      .values({
        id: 'test-review-1',
        salon_id: 'M192',
        author_id: 'g-123',
        author_title: 'Ewa K.',
        author_image: null,
        author_link: 'https://maps.example/contrib/123',
        rating: 4,
        body: 'Szybko i miło.',
        created_at: new Date('2026-11-22T15:30:00Z'),
        link: null,
        likes: 3,
        image_urls: ['https://img.example/1.jpg'],
        owner_answer: 'Dziękujemy!',
        owner_answer_at: new Date('2026-11-22T18:00:00Z'),
      })
      .execute();
    const [first] = await reviews('M192');
    expect(first).toEqual({
      authorId: 'g-123',
      authorTitle: 'Ewa K.',
      authorImage: null,
      authorLink: 'https://maps.example/contrib/123',
      reviewRating: 4,
      reviewText: 'Szybko i miło.',
      reviewTimestamp: '2026-11-22T15:30:00.000Z',
      reviewLink: null,
      reviewLikes: 3,
      reviewImageUrls: ['https://img.example/1.jpg'],
      ownerAnswer: 'Dziękujemy!',
      ownerAnswerTimestamp: '2026-11-22T18:00:00.000Z',
    });
  });

  test('a salon without reviews answers an empty list', async () => {
    // Every seeded salon has reviews; a new one has none yet.
    await t.app.db.deleteFrom('salon_reviews').where('salon_id', '=', 'M199').execute();
    expect(await reviews('M199')).toEqual([]);
  });

  test('an unknown salon is a 404 on id; an id that is no salon code a 400', async () => {
    expect(await failure('/api/salon-reviews/M999999')).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'id' } });
    expect(await failure('/api/salon-reviews/M')).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'id' } });
  });
});
