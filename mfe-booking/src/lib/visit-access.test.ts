import {
  MAX_KEPT_VISIT_TOKENS,
  VISIT_TOKENS_STORAGE_KEY,
  forgetVisitToken,
  isVisitNotFound,
  keepVisitToken,
  keepVisitTokensInMemory,
  keepVisitTokensInStorageForTests,
  visitToken,
  visitTokenHeaders,
  visitTokenSeen,
} from './visit-access.ts';

// 2026-11-20 12:00 in Warsaw (UTC+1 in November).
const NOW = new Date('2026-11-20T11:00:00.000Z');
const HOUR = 3_600_000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  keepVisitTokensInStorageForTests();
});
afterEach(() => jest.useRealTimers());

const stored = () => JSON.parse(localStorage.getItem(VISIT_TOKENS_STORAGE_KEY) ?? 'null') as Record<string, { token: string; until: number }> | null;

describe('on the site', () => {
  it('keeps a token in localStorage until the visit ends, and sends it as the header', () => {
    keepVisitToken('v1', 'token-1', '2026-11-24T11:00:00');
    expect(stored()).toEqual({ v1: { token: 'token-1', until: Date.parse('2026-11-24T10:00:00Z'), keptAt: NOW.getTime() } });
    expect(visitToken('v1')).toBe('token-1');
    expect(visitTokenHeaders('v1')).toEqual({ 'x-visit-token': 'token-1' });
    expect(visitTokenHeaders('v2')).toBeUndefined();
  });

  it('drops a token once its visit is over', () => {
    keepVisitToken('v1', 'token-1', '2026-11-20T13:00:00');
    jest.setSystemTime(NOW.getTime() + HOUR - 1);
    expect(visitToken('v1')).toBe('token-1');
    jest.setSystemTime(NOW.getTime() + HOUR);
    expect(visitToken('v1')).toBeNull();
    keepVisitToken('v2', 'token-2', '2026-12-01T10:00:00');
    expect(Object.keys(stored()!)).toEqual(['v2']);
  });

  it("keeps a link's token for a day until its visit is seen, then until the visit's end", () => {
    keepVisitToken('v1', 'from-link');
    expect(stored()!.v1!.until).toBe(NOW.getTime() + 24 * HOUR);
    visitTokenSeen('v1', '2026-12-05T18:30:00');
    expect(stored()!.v1!.until).toBe(Date.parse('2026-12-05T17:30:00Z'));
    jest.setSystemTime(NOW.getTime() + 48 * HOUR);
    expect(visitToken('v1')).toBe('from-link');
  });

  it('a visit seen without a kept token keeps nothing', () => {
    visitTokenSeen('v1', '2026-12-05T18:30:00');
    expect(visitToken('v1')).toBeNull();
  });

  it('a newer token of the same visit replaces the older; forgetting removes it', () => {
    keepVisitToken('v1', 'old', '2026-11-24T11:00:00');
    keepVisitToken('v1', 'new');
    expect(visitToken('v1')).toBe('new');
    forgetVisitToken('v1');
    expect(visitToken('v1')).toBeNull();
    expect(localStorage.getItem(VISIT_TOKENS_STORAGE_KEY)).toBeNull();
  });

  it(`keeps at most ${MAX_KEPT_VISIT_TOKENS}, dropping the longest-kept first`, () => {
    for (let i = 0; i <= MAX_KEPT_VISIT_TOKENS; i += 1) {
      jest.setSystemTime(NOW.getTime() + i * 1000);
      keepVisitToken(`v${i}`, `token-${i}`, '2026-12-24T11:00:00');
    }
    expect(Object.keys(stored()!)).toHaveLength(MAX_KEPT_VISIT_TOKENS);
    expect(visitToken('v0')).toBeNull();
    expect(visitToken('v1')).toBe('token-1');
    expect(visitToken(`v${MAX_KEPT_VISIT_TOKENS}`)).toBe(`token-${MAX_KEPT_VISIT_TOKENS}`);
  });

  it('ignores a hand-edited or unreadable entry, and works without storage', () => {
    localStorage.setItem(VISIT_TOKENS_STORAGE_KEY, JSON.stringify({ v1: { token: 'x' }, v2: { token: 'y', until: NOW.getTime() + HOUR, keptAt: 0 } }));
    expect(visitToken('v1')).toBeNull();
    expect(visitToken('v2')).toBe('y');
    localStorage.setItem(VISIT_TOKENS_STORAGE_KEY, '{not json');
    expect(visitToken('v2')).toBeNull();

    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => keepVisitToken('v3', 'token-3', '2026-11-24T11:00:00')).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('in the embedded widget', () => {
  it("keeps tokens in this page's memory only, never in the partner's localStorage", () => {
    keepVisitTokensInMemory();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      keepVisitToken('v1', 'token-1', '2026-11-24T11:00:00');
      expect(visitTokenHeaders('v1')).toEqual({ 'x-visit-token': 'token-1' });
      expect(setItem).not.toHaveBeenCalled();
      expect(localStorage.length).toBe(0);
      // Pruned there as well.
      jest.setSystemTime(Date.parse('2026-11-24T10:00:00Z'));
      expect(visitToken('v1')).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('does not read tokens the site kept in storage either', () => {
    keepVisitToken('v1', 'site-token', '2026-11-24T11:00:00');
    keepVisitTokensInMemory();
    expect(visitToken('v1')).toBeNull();
  });
});

test('404 and 400 mean the visit is not there for this visitor; other failures do not', () => {
  expect(isVisitNotFound({ status: 404, code: 'NOT_FOUND' })).toBe(true);
  expect(isVisitNotFound({ status: 400, code: 'INVALID_VALUE' })).toBe(true);
  expect(isVisitNotFound({ status: 0, code: 'UNKNOWN_ERROR' })).toBe(false);
  expect(isVisitNotFound({ status: 500, code: 'UNKNOWN_ERROR' })).toBe(false);
  expect(isVisitNotFound(undefined)).toBe(false);
});
