import { TtlCache } from './ttl-cache.ts';

/*
 * The cache under the slot search's catalogue: how long it keeps a value, that a burst
 * of callers makes one load, and what it never keeps (what a load did not find, a failed
 * load, anything from before clear()).
 */

let now = 1_000_000;
let loads: string[][] = [];
const TTL = 30_000;

function cache(maxEntries = 100) {
  return new TtlCache<string, string>({ ttlMs: TTL, now: () => now, maxEntries });
}

/** A load that finds every key but 'unknown', answering `<key>@<version>`. */
function loader(version = 1) {
  return async (missing: string[]) => {
    loads.push([...missing]);
    return new Map(missing.filter((key) => key !== 'unknown').map((key) => [key, `${key}@${version}`]));
  };
}

beforeEach(() => {
  now = 1_000_000;
  loads = [];
});

test('loads the missing keys in one call and keeps them until they are ttlMs old', async () => {
  const c = cache();
  expect(await c.getMany(['a', 'b'], loader(1))).toEqual(new Map([['a', 'a@1'], ['b', 'b@1']]));
  now += 10_000;
  expect(await c.getMany(['a', 'b', 'c'], loader(2))).toEqual(new Map([['a', 'a@1'], ['b', 'b@1'], ['c', 'c@2']]));
  expect(loads).toEqual([['a', 'b'], ['c']]);
  now += TTL - 10_000 - 1;
  expect((await c.getMany(['a'], loader(3))).get('a')).toBe('a@1');
  now += 1;
  expect((await c.getMany(['a', 'c'], loader(3))).get('a')).toBe('a@3');
  expect(loads.at(-1)).toEqual(['a']);
});

test('callers at the same time share one load', async () => {
  const c = cache();
  const answers = await Promise.all([c.getMany(['a', 'b'], loader()), c.getMany(['a'], loader()), c.get('b', async () => 'never')]);
  expect(answers[0]).toEqual(new Map([['a', 'a@1'], ['b', 'b@1']]));
  expect(answers[1]).toEqual(new Map([['a', 'a@1']]));
  expect(answers[2]).toBe('b@1');
  expect(loads).toEqual([['a', 'b']]);
});

test('what a load does not find is asked for again (unknown ids never fill the cache)', async () => {
  const c = cache();
  expect(await c.getMany(['a', 'unknown'], loader())).toEqual(new Map([['a', 'a@1']]));
  expect(await c.getMany(['a', 'unknown'], loader())).toEqual(new Map([['a', 'a@1']]));
  expect(loads).toEqual([['a', 'unknown'], ['unknown']]);
});

test('a failed load reaches its callers and is not kept', async () => {
  const c = cache();
  await expect(c.getMany(['a'], () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
  expect(await c.getMany(['a'], loader())).toEqual(new Map([['a', 'a@1']]));
  expect(loads).toEqual([['a']]);
});

test('clear(): every later call loads again, and a load begun before it does not fill the cache', async () => {
  const c = cache();
  await c.getMany(['a'], loader(1));
  c.clear();
  expect((await c.getMany(['a'], loader(2))).get('a')).toBe('a@2');

  let finish!: () => void;
  const slow = c.getMany(['b'], async (missing) => {
    await new Promise<void>((resolve) => (finish = resolve));
    return new Map(missing.map((key) => [key, `${key}@old`]));
  });
  c.clear();
  finish();
  expect((await slow).get('b')).toBe('b@old');
  expect((await c.getMany(['b'], loader(3))).get('b')).toBe('b@3');
});

test('a clock set back reads again (tests move the app clock both ways)', async () => {
  const c = cache();
  await c.getMany(['a'], loader(1));
  now -= 1;
  expect((await c.getMany(['a'], loader(2))).get('a')).toBe('a@2');
});

test('past maxEntries it starts again empty and still answers every key asked', async () => {
  const c = cache(3);
  await c.getMany(['a', 'b', 'c'], loader(1));
  expect(await c.getMany(['a', 'd'], loader(2))).toEqual(new Map([['a', 'a@2'], ['d', 'd@2']]));
  expect(loads.at(-1)).toEqual(['a', 'd']);
});
