import type { BlogComment } from '@salon/contracts/blog-api';
import { commentDate, commentFailure, commentToSend, mergeComments } from './comments.ts';

const comment = (id: string): BlogComment => ({ id, author: 'Anna K.', body: id, createdAt: '2026-03-01T10:00:00', mine: false });

describe('mergeComments', () => {
  it('puts the comments posted on this visit first and shows each comment once', () => {
    const merged = mergeComments([comment('new')], [[comment('a'), comment('b')], [comment('b'), comment('c'), comment('new')]]);
    expect(merged.map((entry) => entry.id)).toEqual(['new', 'a', 'b', 'c']);
  });
});

describe('commentToSend', () => {
  it('trims the text but keeps the lines inside it', () => {
    expect(commentToSend('  \nPierwsza linia\nDruga linia\n\n ')).toBe('Pierwsza linia\nDruga linia');
  });
});

describe('commentFailure', () => {
  it.each([
    [{ status: 400, code: 'INVALID_VALUE', field: 'body' }, { kind: 'invalidBody' }],
    [{ status: 429, code: 'RATE_LIMITED' }, { kind: 'rateLimited' }],
    [{ status: 401, code: 'UNAUTHORIZED' }, { kind: 'sessionExpired' }],
    [{ status: 404, code: 'NOT_FOUND' }, { kind: 'other', code: 'NOT_FOUND' }],
    [{ status: 400, code: 'INVALID_VALUE', field: 'postId' }, { kind: 'other', code: 'INVALID_VALUE' }],
    [new Error('boom'), { kind: 'other', code: 'UNKNOWN_ERROR' }],
  ])('%j → %j', (error, failure) => {
    expect(commentFailure(error)).toEqual(failure);
  });
});

describe('commentDate', () => {
  // 12:00 in Warsaw on 10 March 2026 (winter time, UTC+1).
  const now = Date.UTC(2026, 2, 10, 11, 0, 0);

  it('is "just now" (null) under a minute, also for a clock slightly ahead', () => {
    expect(commentDate('2026-03-10T11:59:30', 'pl', now).text).toBeNull();
    expect(commentDate('2026-03-10T12:00:20', 'pl', now).text).toBeNull();
  });

  it('is relative within a week, in the reader’s language', () => {
    expect(commentDate('2026-03-10T11:55:00', 'pl', now).text).toBe('5 minut temu');
    expect(commentDate('2026-03-10T09:00:00', 'en', now).text).toBe('3 hours ago');
    expect(commentDate('2026-03-07T12:00:00', 'fr', now).text).toBe('il y a 3 jours');
    expect(commentDate('2026-03-10T10:59:00', 'pl', now).text).toBe('1 godzinę temu');
    expect(commentDate('2026-03-03T12:01:00', 'en', now).text).toBe('6 days ago');
  });

  it('is empty for a date that is not one', () => {
    expect(commentDate('10.03.2026', 'pl', now)).toEqual({ text: '', full: '' });
  });

  it('is the date from a week on, with the full date and time for the tooltip', () => {
    expect(commentDate('2026-02-18T09:30:00', 'pl', now)).toEqual({ text: '18 lutego 2026', full: '18 lutego 2026, 09:30' });
  });
});
