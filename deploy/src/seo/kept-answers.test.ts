import { createKeptAnswers } from './kept-answers.ts';

describe('kept answers', () => {
  it('answers from its copy while fresh, then gives the old copy once while it asks again', async () => {
    let clock = 0;
    const kept = createKeptAnswers<string>({ freshMs: 1_000, now: () => clock });
    const ask = jest.fn<Promise<string>, []>().mockResolvedValueOnce('one').mockResolvedValueOnce('two');
    expect(await kept.read('k', ask)).toBe('one');
    clock = 999;
    expect(await kept.read('k', ask)).toBe('one');
    expect(ask).toHaveBeenCalledTimes(1);
    clock = 1_000;
    expect(await kept.read('k', ask)).toBe('one'); // stale, while 'two' is asked for
    await Promise.resolve();
    expect(await kept.read('k', ask)).toBe('two');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('shares one request among callers of a key, and keeps keys apart', async () => {
    const kept = createKeptAnswers<string>();
    let resolve!: (value: string) => void;
    const ask = jest.fn(() => new Promise<string>((done) => (resolve = done)));
    const first = kept.read('a', ask);
    const second = kept.read('a', ask);
    resolve('A');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await kept.read('b', async () => 'B')).toBe('B');
  });

  it('keeps the last good answer when asking fails, and fails with none', async () => {
    let clock = 0;
    const kept = createKeptAnswers<string>({ freshMs: 10, now: () => clock });
    await expect(kept.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.read('k', async () => 'good')).toBe('good');
    clock = 20;
    const failing = jest.fn(() => Promise.reject(new Error('down')));
    expect(await kept.read('k', failing)).toBe('good');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await kept.read('k', failing)).toBe('good');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxKeys copies, dropping the one read longest ago', async () => {
    const kept = createKeptAnswers<string>({ maxKeys: 2 });
    const ask = jest.fn(async () => 'v');
    await kept.read('a', ask);
    await kept.read('b', ask);
    await kept.read('a', ask); // a is now the newest read
    await kept.read('c', ask); // b goes
    expect(ask).toHaveBeenCalledTimes(3);
    await kept.read('a', ask);
    expect(ask).toHaveBeenCalledTimes(3);
    await kept.read('b', ask);
    expect(ask).toHaveBeenCalledTimes(4);
  });
});
