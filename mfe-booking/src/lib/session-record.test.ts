import { readSessionRecord, readText, parseWith, readObject, writeSessionRecord, type SessionRecord } from './session-record.ts';

const KEY = 'test:record:v1';
const MINUTE = 60_000;
const NOW = Date.parse('2026-12-01T09:00:00Z');

/** A record of `{ name }` living ten minutes. */
const record: SessionRecord<{ name: string }> = {
  key: KEY,
  maxAgeMs: 10 * MINUTE,
  parse: parseWith((value) => ({ name: readText(readObject(value).name) })),
};

const storage = window.sessionStorage;

beforeEach(() => storage.clear());

describe('a session record', () => {
  it('reads back what was written', () => {
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ savedAt: NOW, value: { name: 'Ewa' } });
    expect(readSessionRecord(storage, record, NOW + 9 * MINUTE)).toEqual({ name: 'Ewa' });
  });

  it('is null when nothing was written', () => {
    expect(readSessionRecord(storage, record, NOW)).toBeNull();
  });

  it('writing null removes it', () => {
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW);
    writeSessionRecord(storage, KEY, null, NOW);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('is dropped and removed once older than its limit', () => {
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW);
    expect(readSessionRecord(storage, record, NOW + 10 * MINUTE + 1)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('is dropped when saved in the future beyond a minute of clock slack', () => {
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW + 30_000);
    expect(readSessionRecord(storage, record, NOW)).toEqual({ name: 'Ewa' });
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW + 2 * MINUTE);
    expect(readSessionRecord(storage, record, NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{"savedAt":'],
    ['JSON of another shape', '"Ewa"'],
    ['no time', JSON.stringify({ value: { name: 'Ewa' } })],
    ['a time that is not a number', JSON.stringify({ savedAt: '2026-12-01', value: { name: 'Ewa' } })],
    ['no value', JSON.stringify({ savedAt: NOW })],
    ['a value failing its check', JSON.stringify({ savedAt: NOW, value: { name: 42 } })],
    ['an empty name', JSON.stringify({ savedAt: NOW, value: { name: '' } })],
  ])('ignores and removes %s', (_case, raw) => {
    storage.setItem(KEY, raw);
    expect(readSessionRecord(storage, record, NOW)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a check that fails for another reason than the shape is not swallowed', () => {
    const broken: SessionRecord<never> = {
      ...record,
      parse: parseWith(() => {
        throw new TypeError('a bug');
      }),
    };
    writeSessionRecord(storage, KEY, { name: 'Ewa' }, NOW);
    expect(() => readSessionRecord(storage, broken, NOW)).toThrow('a bug');
  });

  it('storage that refuses every call keeps nothing and breaks nothing', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => writeSessionRecord(refusing, KEY, { name: 'Ewa' }, NOW)).not.toThrow();
    expect(() => writeSessionRecord(refusing, KEY, null, NOW)).not.toThrow();
    expect(readSessionRecord(refusing, record, NOW)).toBeNull();
  });
});
