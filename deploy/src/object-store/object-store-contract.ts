import type { Readable } from 'node:stream';
import {
  ConcurrentUpdateError,
  InvalidKeyError,
  PreconditionFailed,
  updateJson,
  type ObjectStore,
} from './object-store.ts';

/**
 * What every ObjectStore backend must do, as one jest suite: folder-store.test.ts and
 * s3-store.test.ts run it against their backend, so the store above them (store.ts)
 * can rely on the same behaviour from both.
 */

/** How a backend's test file runs the contract. */
export interface ContractSetup {
  /** A new, empty store for each test. */
  open: () => Promise<ObjectStore>;
  /** Keys written for the listing test: over 1000 makes S3 answer in several pages. */
  manyKeys: number;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function expectPreconditionFailed(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toThrow(PreconditionFailed);
  await expect(promise).rejects.toMatchObject({ name: 'PreconditionFailed' });
}

/** Runs the ObjectStore contract against the backend `setup` opens. */
export function describeObjectStoreContract(backend: string, setup: ContractSetup): void {
  describe(`${backend}: the ObjectStore contract`, () => {
    let store: ObjectStore;
    beforeEach(async () => {
      store = await setup.open();
    });

    describe('get, put, stream, delete', () => {
      it('answers undefined for a key never written', async () => {
        expect(await store.get('registry.json')).toBeUndefined();
        expect(await store.stream('remotes/jobs/v1-0000/remoteEntry.js')).toBeUndefined();
      });

      it('returns the bytes written and the etag the put returned; new bytes, new etag', async () => {
        const first = await store.put('registry.json', Buffer.from('{"revision":"a"}\n'), { contentType: 'application/json' });
        expect(first.etag).toMatch(/^".+"$/);
        expect(await store.get('registry.json')).toEqual({ body: Buffer.from('{"revision":"a"}\n'), etag: first.etag });

        const second = await store.put('registry.json', Buffer.from('{"revision":"b"}\n'));
        expect(second.etag).not.toBe(first.etag);
        expect((await store.get('registry.json'))?.body.toString()).toBe('{"revision":"b"}\n');
      });

      it('streams an object with its etag and size', async () => {
        const body = Buffer.alloc(300_000, 'x');
        const { etag } = await store.put('remotes/jobs/v1-0000/assets/big.js', body);
        const stream = await store.stream('remotes/jobs/v1-0000/assets/big.js');
        expect(stream).toMatchObject({ etag, size: body.length });
        expect((await readAll(stream!.body)).equals(body)).toBe(true);
      });

      it('deletes an object; deleting a missing key is not an error', async () => {
        await store.put('remotes/jobs/v1-0000/remoteEntry.js', Buffer.from('entry'));
        await store.delete('remotes/jobs/v1-0000/remoteEntry.js');
        expect(await store.get('remotes/jobs/v1-0000/remoteEntry.js')).toBeUndefined();
        expect(await store.list('remotes/')).toEqual([]);
        await expect(store.delete('remotes/jobs/v1-0000/remoteEntry.js')).resolves.toBeUndefined();
      });

      it.each(['', '/registry.json', '../outside.json', 'remotes/../../x', 'remotes//x', 'remotes/./x', '.lock/owner.json', 'a\\b'])(
        'refuses the key %j, naming it',
        async (key) => {
          await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(InvalidKeyError);
          await expect(store.get(key)).rejects.toThrow(`invalid object key ${JSON.stringify(key)}`);
        },
      );
    });

    describe('list', () => {
      it('lists the keys under a prefix, sorted, and nothing else', async () => {
        for (const key of [
          'registry.json',
          'history.json',
          'remotes/jobs/v2-bbbb/remoteEntry.js',
          'remotes/jobs/v1-aaaa/remoteEntry.js',
          'remotes/jobs/v1-aaaa/assets/chunk.js',
          'remotes/jobs/v10-cccc/remoteEntry.js',
          'remotes/auth/v1-dddd/remoteEntry.js',
        ]) {
          await store.put(key, Buffer.from(key));
        }
        expect(await store.list('remotes/jobs/')).toEqual([
          'remotes/jobs/v1-aaaa/assets/chunk.js',
          'remotes/jobs/v1-aaaa/remoteEntry.js',
          'remotes/jobs/v10-cccc/remoteEntry.js',
          'remotes/jobs/v2-bbbb/remoteEntry.js',
        ]);
        // A prefix is a string prefix, as in S3, not a folder.
        expect(await store.list('remotes/jobs/v1')).toEqual([
          'remotes/jobs/v1-aaaa/assets/chunk.js',
          'remotes/jobs/v1-aaaa/remoteEntry.js',
          'remotes/jobs/v10-cccc/remoteEntry.js',
        ]);
        expect(await store.list('')).toHaveLength(7);
        expect(await store.list('remotes/blog/')).toEqual([]);
      });

      it.each(['/remotes/', '../', 'remotes/../../', 'remotes//jobs/'])('refuses the prefix %j, naming it', async (prefix) => {
        await expect(store.list(prefix)).rejects.toThrow(`invalid prefix ${JSON.stringify(prefix)}`);
      });

      it(`lists every key when there are more than one page of them`, async () => {
        const keys = Array.from({ length: setup.manyKeys }, (_, i) => `remotes/jobs/v1-aaaa/assets/${String(i).padStart(5, '0')}.js`);
        // A few at a time: the point is the listing, not a burst of uploads.
        for (let i = 0; i < keys.length; i += 25) {
          await Promise.all(keys.slice(i, i + 25).map((key) => store.put(key, Buffer.from('x'))));
        }
        const listed = await store.list('remotes/jobs/');
        expect(listed).toHaveLength(keys.length);
        expect(listed).toEqual(keys);
      }, 60_000);
    });

    describe('conditional put', () => {
      it('ifNoneMatch * writes a new key and refuses an existing one, keeping it', async () => {
        const key = 'remotes/jobs/v1-aaaa/remoteEntry.js';
        await store.put(key, Buffer.from('first'), { ifNoneMatch: '*' });
        await expectPreconditionFailed(store.put(key, Buffer.from('second'), { ifNoneMatch: '*' }));
        expect((await store.get(key))?.body.toString()).toBe('first');
      });

      it('ifMatch writes when the etag is current and refuses a stale one, keeping the object', async () => {
        const { etag: first } = await store.put('registry.json', Buffer.from('1'));
        const { etag: second } = await store.put('registry.json', Buffer.from('2'), { ifMatch: first });
        await expectPreconditionFailed(store.put('registry.json', Buffer.from('3'), { ifMatch: first }));
        expect(await store.get('registry.json')).toEqual({ body: Buffer.from('2'), etag: second });
      });

      it('ifMatch refuses a key deleted since it was read', async () => {
        const { etag } = await store.put('registry.json', Buffer.from('1'));
        await store.delete('registry.json');
        await expectPreconditionFailed(store.put('registry.json', Buffer.from('2'), { ifMatch: etag }));
        expect(await store.get('registry.json')).toBeUndefined();
      });

      it('names the key and the condition that failed', async () => {
        await store.put('history.json', Buffer.from('{}'));
        await expect(store.put('history.json', Buffer.from('{}'), { ifNoneMatch: '*' })).rejects.toThrow(
          /history\.json was not written: the condition If-None-Match: \* does not hold/,
        );
      });

      it('lets exactly one of several racing creates of a key win', async () => {
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.put('remotes/jobs/v3-eeee/remoteEntry.js', Buffer.from(`writer ${i}`), { ifNoneMatch: '*' })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(PreconditionFailed);
      });
    });

    describe('updateJson', () => {
      interface Log {
        items: string[];
      }

      it('creates the object when missing (fn gets undefined), then updates it', async () => {
        const seen: Array<Log | undefined> = [];
        const append = (item: string) => (current: Log | undefined) => {
          seen.push(current);
          return { items: [...(current?.items ?? []), item] };
        };
        await updateJson<Log>(store, 'history.json', append('a'));
        const result = await updateJson<Log>(store, 'history.json', append('b'), { cacheControl: 'no-store' });
        expect(seen).toEqual([undefined, { items: ['a'] }]);
        expect(result).toMatchObject({ value: { items: ['a', 'b'] }, attempts: 1 });
        const stored = await store.get('history.json');
        expect(JSON.parse(stored!.body.toString())).toEqual({ items: ['a', 'b'] });
        expect(stored!.etag).toBe(result.etag);
      });

      it('loses none of 10 concurrent updates', async () => {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            updateJson<Log>(store, 'history.json', (current) => ({ items: [...(current?.items ?? []), `publish ${i}`] })),
          ),
        );
        const stored = JSON.parse((await store.get('history.json'))!.body.toString()) as Log;
        expect([...stored.items].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `publish ${i}`).sort());
        // They did collide (else this test proves nothing), and the conditional put caught it.
        expect(results.some((r) => r.attempts > 1)).toBe(true);
      }, 30_000);

      it('gives up after the retries with an error saying another publish changed it, having written nothing', async () => {
        await store.put('registry.json', Buffer.from('{"by":"nobody"}'));
        let calls = 0;
        const attempt = updateJson<{ by: string }>(
          store,
          'registry.json',
          async () => {
            calls++;
            // Another publish writes between this one's read and its write, every time.
            await store.put('registry.json', Buffer.from(JSON.stringify({ by: `other ${calls}` })));
            return { by: 'this one' };
          },
          { retries: 2, retryWaitMs: 1 },
        );
        await expect(attempt).rejects.toThrow(ConcurrentUpdateError);
        await expect(attempt).rejects.toThrow(/registry\.json was changed by another publish each of the 3 times .* nothing was written/);
        expect(calls).toBe(3);
        expect(JSON.parse((await store.get('registry.json'))!.body.toString())).toEqual({ by: 'other 3' });
      });

      it('passes on an error of fn at once, without retrying', async () => {
        let calls = 0;
        const failing = updateJson(store, 'registry.json', () => {
          calls++;
          throw new Error('jobs has no earlier live version');
        });
        await expect(failing).rejects.toThrow('jobs has no earlier live version');
        expect(calls).toBe(1);
      });

      it('names the key when it does not hold JSON', async () => {
        await store.put('history.json', Buffer.from('{ not json'));
        await expect(updateJson(store, 'history.json', (x) => x)).rejects.toThrow(/history\.json is not valid JSON/);
      });
    });
  });
}
