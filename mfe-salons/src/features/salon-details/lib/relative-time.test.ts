import { DateTime } from 'luxon';
import { relativeTime } from './relative-time.ts';

const now = DateTime.fromISO('2026-11-23T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago in the page language', () => {
    expect(relativeTime('2026-11-20T12:00:00.000Z', 'pl', now)).toBe('3 dni temu');
    expect(relativeTime('2026-09-20T12:00:00.000Z', 'en', now)).toBe('2 months ago');
    expect(relativeTime('2026-09-20T12:00:00.000Z', 'fr', now)).toBe('il y a 2 mois');
    expect(relativeTime('2025-10-01T12:00:00.000Z', 'pl', now)).toBe('1 rok temu');
  });

  it('is empty for a value that is not a date', () => {
    expect(relativeTime('yesterday', 'pl', now)).toBe('');
  });
});
